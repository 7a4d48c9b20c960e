import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@app/shared/api/paths';
import { importedItemsSchema, type ImportedItems } from '@app/shared/schemas/rfqs';
import { api } from '../../../lib/api-client';

/** POST /rfqs/import-items/: the server reads an XLSX or CSV file into requested items. */
export async function importItems(file: File): Promise<ImportedItems> {
  const body = await api.post(API_PATHS.importRfqItems, file, { params: { file_name: file.name } });
  return importedItemsSchema.parse(body);
}

export function useImportItems() {
  return useMutation({ mutationFn: importItems });
}

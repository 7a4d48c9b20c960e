import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@app/shared/api/paths';
import { importedItemsSchema, type ImportedItems } from '@app/shared/schemas/rfqs';
import { api } from '#web/lib/api-client.ts';

/**
 * POST /rfqs/import-items/: the file's own bytes; the server reads the rows by the paste's rules
 * and answers the items, the refused rows with their reasons and the rows over the cap.
 */
export async function importItems(file: File): Promise<ImportedItems> {
  return importedItemsSchema.parse(
    await api.post(API_PATHS.importRfqItems, file, { params: { file_name: file.name } }),
  );
}

export function useImportItems() {
  return useMutation({ mutationFn: importItems });
}

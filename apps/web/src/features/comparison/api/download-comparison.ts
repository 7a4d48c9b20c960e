import { API_PATHS } from '@app/shared/api/paths';
import { downloadFile } from '#web/lib/api-client.ts';

/**
 * GET /rfqs/:id/comparison/xlsx/ or /pdf/: the comparison as a file, in the interface language
 * (the API client sends it with every call), downloaded with the session's token.
 */
export function downloadComparison(rfqId: number, format: 'pdf' | 'xlsx', fileName: string) {
  const path =
    format === 'pdf' ? API_PATHS.rfqComparisonPdf(rfqId) : API_PATHS.rfqComparisonXlsx(rfqId);
  return downloadFile(path, `${fileName}.${format}`);
}

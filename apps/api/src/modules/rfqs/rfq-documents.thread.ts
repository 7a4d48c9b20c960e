import type { Language } from '@app/shared/constants/domain';
import { serveThreadTasks } from '../../lib/isolated.ts';
import {
  renderRfqPdf,
  renderRfqXlsx,
  type RfqDocument,
  type RfqFileKind,
} from './rfq-documents.ts';

// A worker thread that draws RFQs (rfq-documents.ts `renderRfqFiles`; docs/product-rules.md §
// Documents off the request's thread).
serveThreadTasks(
  async (task: { language: Language; document: RfqDocument; files: RfqFileKind[] }) => {
    const files: Partial<Record<RfqFileKind, Buffer>> = {};
    if (task.files.includes('pdf')) files.pdf = await renderRfqPdf(task.language, task.document);
    if (task.files.includes('xlsx')) files.xlsx = await renderRfqXlsx(task.language, task.document);
    return files;
  },
);

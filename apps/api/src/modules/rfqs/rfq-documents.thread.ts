import type { Language } from '@app/shared/constants/domain';
import { serveThreadTasks } from '../../lib/isolated.ts';
import { renderRfqPdf, renderRfqXlsx, type RfqDocument } from './rfq-documents.ts';

// A worker thread that draws RFQs (rfq-documents.ts `renderRfqFiles`; docs/product-rules.md §
// Documents off the request's thread).
serveThreadTasks(async (task: { language: Language; document: RfqDocument }) => {
  const pdf = await renderRfqPdf(task.language, task.document);
  const xlsx = await renderRfqXlsx(task.language, task.document);
  return { pdf, xlsx };
});

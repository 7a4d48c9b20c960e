import type { Language } from '@app/shared/constants/domain';
import { serveThreadTasks } from '../../lib/isolated.ts';
import { renderPurchaseOrderPdf, type PurchaseOrderDocument } from './purchase-order-documents.ts';

// A worker thread that draws purchase orders (purchase-order-documents.ts
// `renderPurchaseOrderFile`; docs/product-rules.md § Documents off the request's thread).
serveThreadTasks(async (task: { language: Language; document: PurchaseOrderDocument }) => ({
  pdf: await renderPurchaseOrderPdf(task.language, task.document),
}));

import type { Language } from '@app/shared/constants/domain';
import { notFound } from '../../lib/app-error.ts';
import type { Scope } from '../../lib/permissions.ts';
import type { AppContext } from '../../app-context.ts';
import { renderRfqFiles } from './rfq-documents.ts';
import { loadRfqDocument } from './rfq-mail.service.ts';
import { findRfqHeader } from './rfqs.repository.ts';

/** The RFQ as PDF or XLSX in a language, as the suppliers receive it (for the buyer to check). */
export async function getRfqDocument(
  ctx: Pick<AppContext, 'db'>,
  scope: Scope,
  id: number,
  kind: 'pdf' | 'xlsx',
  language: Language,
): Promise<{ fileName: string; contentType: string; content: Buffer }> {
  if (!(await findRfqHeader(ctx.db, scope.stakeholderId, id))) throw notFound();
  const document = await loadRfqDocument(ctx.db, id);
  const files = await renderRfqFiles(language, document, [kind]);
  return {
    fileName: `${document.number}.${kind}`,
    contentType:
      kind === 'pdf'
        ? 'application/pdf'
        : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    content: files[kind],
  };
}

import type { Language } from '@app/shared/constants/domain';
import type { AppContext } from '../../app-context.ts';
import { translate } from '../../lib/i18n.ts';
import type { Scope } from '../../lib/permissions.ts';
import { getMyCompany } from '../companies/company.service.ts';
import { getRfq } from '../rfqs/rfqs.service.ts';
import { renderComparisonXlsx } from './comparison-export.ts';
import { renderComparisonPdf } from './comparison-export-pdf.ts';
import { getComparison } from './comparisons.service.ts';

/**
 * The comparison of an RFQ as a file for the buyer to keep or pass on (docs/product-rules.md §
 * Comparing and awarding): an XLSX with live formulas or a PDF, in a language. Recomputed like the
 * screen, so both say the same; another company's RFQ is a 404 through `getRfq`.
 */
export async function getComparisonExport(
  ctx: Pick<AppContext, 'db' | 'config'>,
  scope: Scope,
  id: number,
  kind: 'pdf' | 'xlsx',
  language: Language,
): Promise<{ fileName: string; contentType: string; content: Buffer }> {
  const rfq = await getRfq(ctx, scope, id);
  const comparison = await getComparison(ctx, scope, id);
  const document = {
    number: rfq.number,
    title: rfq.title,
    project: rfq.project.name,
    date: new Date(),
    comparison,
    country: (await getMyCompany(ctx, scope)).country,
  };
  const name = translate(language, 'email.comparisonDocument.sheetName').toLowerCase();
  return kind === 'pdf'
    ? {
        fileName: `${rfq.number}-${name}.pdf`,
        contentType: 'application/pdf',
        content: await renderComparisonPdf(language, document),
      }
    : {
        fileName: `${rfq.number}-${name}.xlsx`,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        content: await renderComparisonXlsx(language, document),
      };
}

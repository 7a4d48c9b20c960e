import { Grid, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PriceAlert } from '@app/shared/schemas/price-memory';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useQuoteReview } from '../hooks/use-quote-review';
import { emptyLine } from '../utils/draft-lines';
import { hasLearnedUnits } from '../utils/quote-draft';
import { FileUnderRfq } from './file-under-rfq';
import { LinesGrid } from './lines-grid';
import { RedArithmeticModal, isArithmeticRed } from './red-arithmetic-modal';
import { QuoteHeaderFields } from './quote-header-fields';
import { QuoteNotices } from './quote-notices';
import { QuoteReviewTitle } from './quote-review-title';
import { ReviewActions } from './review-actions';
import { SourceView } from './source-view';
import { SupplierChoicePanel, isChoiceComplete } from './supplier-choice';

/**
 * The review screen (docs/product-rules.md § Quote intake and review): the source document beside
 * the values read from it; unsure lines and broken arithmetic stand out; every value can be
 * changed, lines added and deleted; saving keeps each correction; confirming records who and when.
 * A saved line's price far from the company's history carries the marker `renderPriceAlert` draws
 * (docs/product-rules.md § Price memory).
 */
export function QuoteReview({
  quoteId,
  canManage,
  renderPriceAlert,
}: {
  quoteId: number;
  canManage: boolean;
  renderPriceAlert?: (alert: PriceAlert) => ReactNode;
}) {
  const { t } = useTranslation();
  const review = useQuoteReview(quoteId, { canManage, renderPriceAlert });
  const { quote, isEditable, draft, isDirty, focus, selected, choice, actions } = review;
  const data = quote.data;
  const [isAsking, setIsAsking] = useState(false);

  if (quote.isPending || quote.isError || !data) {
    return (
      <QueryState preferServerMessage query={quote} errorMessage={t('quotes:review.loadError')} />
    );
  }
  const isReading = data.status === 'received' || data.status === 'reading';
  const canChooseSupplier = isEditable && data.status === 'to_review' && choice !== null;

  return (
    <Stack gap="lg">
      <QuoteReviewTitle data={data} />
      {canManage && !isReading ? <FileUnderRfq quote={data} isDisabled={isDirty} /> : null}
      <QuoteNotices data={data} canChooseSupplier={canChooseSupplier} />

      {draft && !isReading ? (
        <Grid gap="lg">
          {data.file ? (
            // The document takes a third, the lines the rest: at 1440 px every column of the
            // lines fits, discount and amount included.
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <SourceView quote={data} highlight={review.focusedSource} />
            </Grid.Col>
          ) : null}
          <Grid.Col span={{ base: 12, lg: data.file ? 8 : 12 }}>
            <Stack gap="md">
              <QuoteHeaderFields
                draft={draft}
                fieldConfidence={data.field_confidence}
                isEditable={isEditable}
                onChange={review.change}
                onFocusField={(field) => review.setFocus({ field })}
              />
              {canChooseSupplier ? (
                <SupplierChoicePanel quote={data} choice={choice} onChange={review.setChoice} />
              ) : null}
              {hasLearnedUnits(draft) ? (
                <FormAlert tone="info" title={t('quotes:review.unitLearned')}>
                  {t('quotes:review.learnedUnits')}
                </FormAlert>
              ) : null}
              <Text size="sm" c="dimmed" id="lines-keys">
                {t('quotes:review.keysHint')}
              </Text>
              <LinesGrid
                lines={draft.lines}
                isEditable={isEditable}
                focusedLine={focus && 'line' in focus ? focus.line : null}
                selected={selected}
                onFocusLine={actions.onFocusLine}
                onChangeLine={actions.onChangeLine}
                onToggle={actions.onToggle}
                onSplit={actions.onSplit}
                onDelete={actions.onDelete}
                priceAlertOf={review.priceAlertOf}
              />
              <ReviewActions
                isEditable={isEditable}
                isDirty={isDirty}
                canSave={review.canSave}
                canConfirm={
                  !isDirty && data.status === 'to_review' && !!choice && isChoiceComplete(choice)
                }
                selectedCount={selected.size}
                save={review.save}
                confirm={review.confirm}
                onAddLine={() => actions.changeLines((lines) => [...lines, emptyLine()])}
                onMerge={() => actions.onMerge(selected)}
                onSave={() => void review.onSave()}
                onConfirm={() =>
                  isArithmeticRed(data.arithmetic) ? setIsAsking(true) : void review.onConfirm()
                }
              />
              <RedArithmeticModal
                arithmetic={data.arithmetic}
                isOpen={isAsking}
                isPending={review.confirm.isPending}
                onClose={() => setIsAsking(false)}
                onConfirm={() => {
                  setIsAsking(false);
                  void review.onConfirm(true);
                }}
              />
            </Stack>
          </Grid.Col>
        </Grid>
      ) : null}
    </Stack>
  );
}

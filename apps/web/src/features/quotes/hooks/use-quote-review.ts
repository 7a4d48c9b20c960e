import { useCallback, useState, type ReactNode } from 'react';
import type { PriceAlert } from '@app/shared/schemas/price-memory';
import type { QuoteLine } from '@app/shared/schemas/quotes';
import { showNotice } from '#web/components/ui/notify.tsx';
import { useConfirmQuote, useQuote, useQuotePriceAlerts, useSaveQuote } from '../api/quotes';
import { initialChoice, supplierToSave, type SupplierChoice } from '../components/supplier-choice';
import { sourceLineIds, type DraftLine } from '../utils/draft-lines';
import { hasLearnedUnits, readKey, toDraft, toSaveInput, type Draft } from '../utils/quote-draft';
import { useLineActions, type LineFocus } from './use-line-actions';

type ReviewOptions = {
  /** The user may change quotes; the quote itself must also still be open to review. */
  canManage: boolean;
  renderPriceAlert?: ((alert: PriceAlert) => ReactNode) | undefined;
};

/**
 * The state of one quote's review (docs/product-rules.md § Quote intake and review): the draft
 * follows the server's quote until the reviewer edits it; saving and confirming send it; the
 * focused value's place on the document and each saved line's price alert are derived here.
 */
export function useQuoteReview(quoteId: number, { canManage, renderPriceAlert }: ReviewOptions) {
  const quote = useQuote(quoteId);
  const isEditable =
    canManage && (quote.data?.status === 'to_review' || quote.data?.status === 'failed');
  const hasLines =
    !!quote.data?.lines.length && !['received', 'reading'].includes(quote.data.status);
  const priceAlerts = useQuotePriceAlerts(
    quoteId,
    quote.data?.version,
    hasLines && renderPriceAlert !== undefined,
  );
  const save = useSaveQuote(quoteId);
  const confirm = useConfirmQuote(quoteId);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [isDirty, setIsDirty] = useState(false);
  // The value in focus, whose place on the document is drawn: a line by index, or a header field.
  const [focus, setFocus] = useState<LineFocus>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [choice, setChoice] = useState<SupplierChoice | null>(null);
  const data = quote.data;
  const actions = useLineActions({ setDraft, setIsDirty, setSelected, setFocus });

  // Alerts are for the saved lines (lines are numbered by position); an unsaved edit hides them.
  const alerts = priceAlerts.data?.lines;
  const priceAlertOf = useCallback(
    (lineId: number | null | undefined) => {
      const position = data?.lines.findIndex((l) => l.id === lineId) ?? -1;
      const alert =
        !isDirty && position >= 0 ? alerts?.find((a) => a.position === position + 1) : undefined;
      return alert && renderPriceAlert ? renderPriceAlert(alert.alert) : null;
    },
    [alerts, data?.lines, isDirty, renderPriceAlert],
  );

  // The draft follows the server's quote (read, saved, confirmed) until the reviewer edits it.
  const stamp = data ? `${data.version}:${data.status}:${data.lines.length}:${isEditable}` : '';
  const [synced, setSynced] = useState('');
  // Units learned from the supplier are proposed once, when the read quote is first shown to
  // someone who can edit it: a proposal the reviewer removed is not made again after a save, and
  // one who can only view sees the quote as saved, with nothing unsaved and the price alerts
  // (docs/product-rules.md § Quote review on screen).
  const [hasProposed, setHasProposed] = useState(false);
  if (data && !isDirty && stamp !== synced) {
    const next = toDraft(data, isEditable && !hasProposed);
    setDraft(next);
    setSynced(stamp);
    setSelected(new Set());
    setChoice(initialChoice(data));
    if (isEditable && data.lines.length) setHasProposed(true);
    if (hasLearnedUnits(next)) setIsDirty(true);
  }
  const supplierId = data ? supplierToSave(data, choice) : undefined;

  const change = (patch: Partial<Draft>) => {
    setDraft((current) => (current ? { ...current, ...patch } : current));
    setIsDirty(true);
  };

  async function onSave() {
    if (!draft) return;
    try {
      const saved = await save.mutateAsync(toSaveInput(draft, supplierId));
      setDraft(toDraft(saved));
      setIsDirty(false);
      showNotice({ key: 'quotes:review.saved' });
    } catch {
      // The error is shown beside the buttons.
    }
  }

  /** Confirms; `acknowledge` says the buyer saw the red arithmetic and confirms it anyway. */
  async function onConfirm(acknowledge = false) {
    if (!draft) return;
    try {
      await confirm.mutateAsync({
        version: draft.version,
        supplierId: choice?.kind === 'directory' ? choice.id : null,
        acknowledge,
      });
      showNotice({ key: 'quotes:review.confirmed' });
    } catch {
      // Shown beside the buttons.
    }
  }

  // The focused value's own place; its line's first cell when the reader gave it none
  // (docs/product-rules.md § Quote review on screen).
  const sourceOfLine = (line: DraftLine | undefined, value?: string): QuoteLine['source'] => {
    const from = line ? sourceLineIds(line)[0] : undefined;
    const read = data?.lines.find((l) => l.id === from);
    return (value ? read?.field_sources[value] : null) ?? read?.source ?? null;
  };
  const focusedSource: QuoteLine['source'] = !focus
    ? null
    : 'line' in focus
      ? sourceOfLine(draft?.lines[focus.line], focus.value)
      : (data?.field_sources[readKey(focus.field)] ?? null);

  return {
    quote,
    isEditable,
    draft,
    isDirty,
    /** A save would change something: an edit, or the supplier chosen. */
    canSave: isDirty || supplierId !== undefined,
    focus,
    setFocus,
    selected,
    choice,
    setChoice,
    actions,
    priceAlertOf,
    change,
    save,
    confirm,
    onSave,
    onConfirm,
    focusedSource,
  };
}

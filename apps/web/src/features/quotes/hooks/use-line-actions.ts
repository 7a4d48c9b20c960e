import { useMemo, type Dispatch, type SetStateAction } from 'react';
import { mergeLines, splitLine, type DraftLine } from '../utils/draft-lines';

type WithLines = { lines: DraftLine[] };
/** The value in focus: a line's (one of its values, when known), or a header field. */
export type LineFocus = { line: number; value?: string | undefined } | { field: string } | null;

/**
 * What the lines grid may do to the draft, made once so that rows drawn with the same values are
 * not drawn again while the reviewer moves between them.
 */
export function useLineActions<D extends WithLines>(setters: {
  setDraft: Dispatch<SetStateAction<D | null>>;
  setIsDirty: Dispatch<SetStateAction<boolean>>;
  setSelected: Dispatch<SetStateAction<ReadonlySet<string>>>;
  setFocus: Dispatch<SetStateAction<LineFocus>>;
}) {
  const { setDraft, setIsDirty, setSelected, setFocus } = setters;
  return useMemo(() => {
    const changeLines = (update: (lines: DraftLine[]) => DraftLine[]) => {
      setDraft((current) => (current ? { ...current, lines: update(current.lines) } : current));
      setIsDirty(true);
    };
    return {
      changeLines,
      onChangeLine: (key: string, patch: Partial<DraftLine>) =>
        changeLines((lines) => lines.map((l) => (l.key === key ? { ...l, ...patch } : l))),
      onFocusLine: (line: number, value?: string) =>
        setFocus((current) =>
          current && 'line' in current && current.line === line && current.value === value
            ? current
            : { line, value },
        ),
      onToggle: (key: string) =>
        setSelected((current) => {
          const next = new Set(current);
          if (!next.delete(key)) next.add(key);
          return next;
        }),
      onSplit: (key: string) => changeLines((lines) => splitLine(lines, key)),
      onDelete: (key: string) => {
        changeLines((lines) => lines.filter((l) => l.key !== key));
        setSelected((current) => new Set([...current].filter((k) => k !== key)));
      },
      onMerge: (keys: ReadonlySet<string>) => {
        changeLines((lines) => mergeLines(lines, keys));
        setSelected(new Set());
      },
    };
  }, [setDraft, setIsDirty, setSelected, setFocus]);
}

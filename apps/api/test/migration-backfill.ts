import { readFileSync } from 'node:fs';

/** A migration's last statement: its backfill, which the summaries' tests run again. */
export const lastStatementOf = (file: string) =>
  readFileSync(new URL(`../src/db/migrations/${file}`, import.meta.url), 'utf8')
    .split('--> statement-breakpoint')
    .at(-1)!;

/**
 * Prints one mutation score over every module `npm run test:mutation` mutates: StrykerJS writes a
 * report per run (the shared rules, the API's permission/token/password/limit units, its session
 * and sign-in modules); this adds them up the way Stryker scores one run
 * (docs/measurements/tests.md § Mutation testing). Fails when a report is missing, so a run that
 * did not happen never scores.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { calculateMetrics } from 'mutation-testing-metrics';
import type { FileResult, MutationTestResult } from 'mutation-testing-report-schema';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const REPORTS = [
  'packages/shared/reports/mutation/rules.json',
  'apps/api/reports/mutation/units.json',
  'apps/api/reports/mutation/sessions.json',
];

const files: Record<string, FileResult> = {};
for (const report of REPORTS) {
  const result = JSON.parse(readFileSync(join(ROOT, report), 'utf8')) as MutationTestResult;
  const base = report.slice(0, report.indexOf('/reports/'));
  for (const [path, file] of Object.entries(result.files)) files[`${base}/${path}`] = file;
}

const format = (score: number) => (Number.isNaN(score) ? '—' : score.toFixed(2));
const row = (name: string, m: ReturnType<typeof calculateMetrics>['metrics']) =>
  `${name.padEnd(52)} ${format(m.mutationScore).padStart(7)} ${String(m.killed + m.timeout).padStart(7)} ${String(m.survived).padStart(9)} ${String(m.noCoverage).padStart(12)}`;

const total = calculateMetrics(files);
console.log(
  `${'file'.padEnd(52)} ${'score'.padStart(7)} ${'killed'.padStart(7)} ${'survived'.padStart(9)} ${'no coverage'.padStart(12)}`,
);
for (const name of Object.keys(files).sort()) {
  console.log(row(name, calculateMetrics({ [name]: files[name] as FileResult }).metrics));
}
console.log(row('all mutated modules', total.metrics));

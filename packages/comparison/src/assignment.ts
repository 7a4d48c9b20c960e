import highsLoader from 'highs';

type Highs = Awaited<ReturnType<typeof highsLoader>>;
let solver: Promise<Highs> | null = null;

/** The HiGHS solver, loaded once per process (WebAssembly, nothing fetched). */
export function loadSolver(): Promise<Highs> {
  solver ??= highsLoader();
  return solver;
}

export interface Edge {
  row: number;
  col: number;
  weight: number;
}

/**
 * Maximum-weight one-to-one assignment over candidate edges (rows = quote lines, columns =
 * requested items). The graph is split into connected parts; a part with one row or one column
 * is its best edge, any other is solved by HiGHS (the assignment polytope is integral, so the
 * linear relaxation is exact).
 */
export function assign(highs: Highs, edges: Edge[]): Edge[] {
  const parent = new Map<string, string>();
  const find = (x: string): string => {
    let root = x;
    while (parent.get(root) !== root) root = parent.get(root)!;
    parent.set(x, root);
    return root;
  };
  for (const e of edges) {
    for (const key of [`r${e.row}`, `c${e.col}`]) if (!parent.has(key)) parent.set(key, key);
    parent.set(find(`r${e.row}`), find(`c${e.col}`));
  }
  const parts = new Map<string, Edge[]>();
  for (const e of edges) {
    const root = find(`r${e.row}`);
    parts.set(root, [...(parts.get(root) ?? []), e]);
  }
  const chosen: Edge[] = [];
  for (const part of parts.values()) {
    const rows = new Set(part.map((e) => e.row));
    const cols = new Set(part.map((e) => e.col));
    if (rows.size === 1 || cols.size === 1) {
      chosen.push(part.reduce((a, b) => (b.weight > a.weight ? b : a)));
      continue;
    }
    chosen.push(...solvePart(highs, part));
  }
  return chosen;
}

function solvePart(highs: Highs, part: Edge[]): Edge[] {
  const byRow = new Map<number, string[]>();
  const byCol = new Map<number, string[]>();
  const objective = part.map((e, i) => {
    byRow.set(e.row, [...(byRow.get(e.row) ?? []), `x${i}`]);
    byCol.set(e.col, [...(byCol.get(e.col) ?? []), `x${i}`]);
    return `${e.weight.toFixed(9)} x${i}`;
  });
  const rows = [...byRow.values(), ...byCol.values()].map(
    (vars, i) => ` c${i}: ${vars.join(' + ')} <= 1`,
  );
  const bounds = part.map((_, i) => ` 0 <= x${i} <= 1`);
  const model = `Maximize\n obj: ${objective.join(' + ')}\nSubject To\n${rows.join('\n')}\nBounds\n${bounds.join('\n')}\nEnd\n`;
  const result = highs.solve(model, { output_flag: false });
  if (result.Status !== 'Optimal') throw new Error(`Assignment solve ended: ${result.Status}`);
  return part.filter((_, i) => (result.Columns[`x${i}`]?.Primal ?? 0) > 0.5);
}

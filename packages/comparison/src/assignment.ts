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
 * How much a row's best edge must outweigh its second for the row-best shortcut: far above the
 * 1e-9 the solver's model is written to and its optimality tolerance, so that the shortcut
 * answers exactly what HiGHS would.
 */
const SURE_MARGIN = 1e-6;

/**
 * Maximum-weight one-to-one assignment over candidate edges (rows = quote lines, columns =
 * requested items). The graph is split into connected parts; a part with one row or one column
 * is its best edge; a part whose rows' best edges already go to distinct columns is those edges
 * (no assignment can weigh more than every row at its best); any other is solved by HiGHS (the
 * assignment polytope is integral, so the linear relaxation is exact).
 */
export function assign(highs: Highs, edges: Edge[]): Edge[] {
  // Rows and columns are the nodes of one union-find: row r is 2r, column c is 2c + 1; a node
  // is its own parent once an edge meets it (-1 before), in a typed array rather than a map.
  let nodes = 0;
  for (const e of edges) nodes = Math.max(nodes, 2 * e.row + 1, 2 * e.col + 2);
  const parent = new Int32Array(nodes).fill(-1);
  const find = (x: number): number => {
    let root = x;
    while (parent[root] !== root) root = parent[root]!;
    parent[x] = root;
    return root;
  };
  for (const e of edges) {
    const row = 2 * e.row;
    const col = 2 * e.col + 1;
    if (parent[row] === -1) parent[row] = row;
    if (parent[col] === -1) parent[col] = col;
    parent[find(row)] = find(col);
  }
  const parts = new Map<number, Edge[]>();
  for (const e of edges) {
    const root = find(2 * e.row);
    const part = parts.get(root);
    if (part) part.push(e);
    else parts.set(root, [e]);
  }
  const chosen: Edge[] = [];
  for (const part of parts.values()) {
    const rows = new Set(part.map((e) => e.row));
    const cols = new Set(part.map((e) => e.col));
    if (rows.size === 1 || cols.size === 1) {
      chosen.push(part.reduce((a, b) => (b.weight > a.weight ? b : a)));
      continue;
    }
    chosen.push(...(rowBest(part) ?? solvePart(highs, part)));
  }
  return chosen;
}

/**
 * Each row's best edge when every row has one clear best and no two share a column: the sum of
 * the rows' best weights bounds every assignment, so these edges are the one optimum. Null
 * otherwise (a column two rows want, or a row whose best is a near tie), for the solver.
 */
function rowBest(part: Edge[]): Edge[] | null {
  const best = new Map<number, { edge: Edge; second: number }>();
  for (const e of part) {
    const current = best.get(e.row);
    if (!current) best.set(e.row, { edge: e, second: -Infinity });
    else if (e.weight > current.edge.weight)
      best.set(e.row, { edge: e, second: current.edge.weight });
    else current.second = Math.max(current.second, e.weight);
  }
  const cols = new Set<number>();
  for (const { edge, second } of best.values()) {
    if (edge.weight - second <= SURE_MARGIN || cols.has(edge.col)) return null;
    cols.add(edge.col);
  }
  return [...best.values()].map((b) => b.edge);
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

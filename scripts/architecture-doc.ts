// The "uses" column of docs/ARCHITECTURE.md's table of server modules, written from the one
// declaration that the linter also enforces (apps/server/src/modules/module-graph.json).
//   npm run docs:architecture
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const GRAPH_FILE = join(ROOT, 'apps/server/src/modules/module-graph.json');
export const ARCHITECTURE_FILE = join(ROOT, 'docs/ARCHITECTURE.md');
const SECTION = '## Server modules';

/** Which server module may import which (their index.ts only), and what the Fastify plugins use. */
export interface ModuleGraph {
  readonly modules: Readonly<Record<string, readonly string[]>>;
  readonly plugins: readonly string[];
}

export const readModuleGraph = (): ModuleGraph => JSON.parse(readFileSync(GRAPH_FILE, 'utf8')) as ModuleGraph;

/** A "uses" cell as the table shows it. */
export const usesCell = (uses: readonly string[]): string => (uses.length === 0 ? '-' : uses.join(', '));

const cellsOf = (row: string): string[] =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());

/** The lines of the modules table: its header, its rule and one row per module. */
function tableLines(markdown: string): {
  readonly start: number;
  readonly end: number;
  readonly lines: string[];
} {
  const lines = markdown.split('\n');
  const section = lines.findIndex((line) => line.startsWith(SECTION));
  if (section < 0) throw new Error(`docs/ARCHITECTURE.md has no "${SECTION}" section`);
  const start = lines.findIndex((line, at) => at > section && line.startsWith('|'));
  let end = start;
  while (end < lines.length && lines[end]!.startsWith('|')) end++;
  if (start < 0 || cellsOf(lines[start]!).at(-1) !== 'uses')
    throw new Error(`docs/ARCHITECTURE.md's "${SECTION}" table has no "uses" column`);
  return { start, end, lines };
}

/** The table's "uses" cell per module, as written. */
export function documentedUses(markdown: string): Map<string, string> {
  const { start, end, lines } = tableLines(markdown);
  return new Map(
    lines.slice(start + 2, end).map((row) => {
      const cells = cellsOf(row);
      return [cells[0]!.replace(/^`|\/`$/g, ''), cells.at(-1)!];
    }),
  );
}

/** The document with every "uses" cell written from the graph; a module missing on either side is an error. */
export function withGeneratedUses(markdown: string, graph: ModuleGraph): string {
  const documented = documentedUses(markdown);
  const declared = Object.keys(graph.modules);
  const undocumented = declared.filter((module) => !documented.has(module));
  const undeclared = [...documented.keys()].filter((module) => !(module in graph.modules));
  if (undocumented.length > 0)
    throw new Error(
      `docs/ARCHITECTURE.md needs a row saying what these modules own: ${undocumented.join(', ')}`,
    );
  if (undeclared.length > 0)
    throw new Error(
      `docs/ARCHITECTURE.md has rows for modules the graph does not declare: ${undeclared.join(', ')}`,
    );
  const { start, end, lines } = tableLines(markdown);
  const rows = lines.slice(start + 2, end).map((row) => {
    const cells = cellsOf(row);
    const module = cells[0]!.replace(/^`|\/`$/g, '');
    return `| ${[...cells.slice(0, -1), usesCell(graph.modules[module]!)].join(' | ')} |`;
  });
  return [...lines.slice(0, start + 2), ...rows, ...lines.slice(end)].join('\n');
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const written = withGeneratedUses(readFileSync(ARCHITECTURE_FILE, 'utf8'), readModuleGraph());
  const options = await prettier.resolveConfig(ARCHITECTURE_FILE);
  writeFileSync(
    ARCHITECTURE_FILE,
    await prettier.format(written, { ...options, filepath: ARCHITECTURE_FILE }),
  );
  console.log('docs/ARCHITECTURE.md: the "uses" column written from modules/module-graph.json');
}

// Import cycles over every TypeScript file of the repository, type-only imports included: the
// linter's `import-x/no-cycle` leaves those out because they vanish at run time, but two files whose
// types need each other are still one unit that cannot be read, moved or split apart alone.
//   npm run lint:cycles        prints every cycle and fails if there is one
// A workspace package imported by name (`@checkers/engine`) counts as the source file its
// `exports` name under the `source` condition, as the build and the tests resolve it.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SCANNED = ['apps', 'packages', 'tests', 'scripts'];
const SKIPPED = new Set(['node_modules', 'dist', 'coverage', 'data']);

const isSource = (name: string): boolean => /\.tsx?$/.test(name) && !name.endsWith('.d.ts');

/** The repository's TypeScript files, as paths relative to the root with `/` between folders. */
export function sourceFiles(root: string = ROOT): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      if (entry.name.startsWith('.') || SKIPPED.has(entry.name)) continue;
      const path = dir === '' ? entry.name : `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && isSource(entry.name)) found.push(path);
    }
  };
  for (const dir of SCANNED) walk(dir);
  return found.sort();
}

/** Each workspace package's entry points (`@checkers/engine/testing/scripted-game`) and their source files. */
export function packageEntries(root: string = ROOT): Map<string, string> {
  const entries = new Map<string, string>();
  for (const dir of ['packages', 'apps', 'tests']) {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      let manifest: { name?: string; exports?: Record<string, unknown> };
      try {
        manifest = JSON.parse(readFileSync(join(root, dir, entry.name, 'package.json'), 'utf8'));
      } catch {
        continue;
      }
      for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
        const source = (target as { source?: unknown } | null)?.source;
        if (manifest.name === undefined || typeof source !== 'string') continue;
        entries.set(
          subpath === '.' ? manifest.name : `${manifest.name}${subpath.slice(1)}`,
          `${dir}/${entry.name}/${source.replace(/^\.\//, '')}`,
        );
      }
    }
  }
  return entries;
}

/** The file a specifier names, as TypeScript finds it (`./x.js` is `./x.ts`), if it is one of ours. */
function resolveImport(
  from: string,
  specifier: string,
  files: ReadonlySet<string>,
  packages: ReadonlyMap<string, string>,
): string | undefined {
  const entry = packages.get(specifier);
  if (entry !== undefined) return files.has(entry) ? entry : undefined;
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return undefined;
  const base = join(dirname(from), specifier).split('\\').join('/');
  const stem = base.replace(/\.(js|jsx|mjs)$/, '');
  const candidates = [base, `${stem}.ts`, `${stem}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((candidate) => files.has(candidate));
}

/** Every file's imports of other files: static, `import type`, `export ... from` and `import()`. */
export function importGraph(
  sources: ReadonlyMap<string, string>,
  packages: ReadonlyMap<string, string> = new Map(),
): Map<string, string[]> {
  const files = new Set(sources.keys());
  const graph = new Map<string, string[]>();
  for (const [file, text] of sources) {
    const { importedFiles } = ts.preProcessFile(text, true, true);
    const targets = importedFiles
      .map(({ fileName }) => resolveImport(file, fileName, files, packages))
      .filter((target): target is string => target !== undefined);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The strongly connected components of more than one file (or a file importing itself), by Tarjan. */
function loops(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let next = 0;
  const visit = (file: string): void => {
    index.set(file, next);
    low.set(file, next);
    next++;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) components.push(component);
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return components;
}

/** One shortest way round each loop, from its first file back to it: `[a, b, a]`. */
export function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  return loops(graph).map((component) => {
    const inside = new Set(component);
    const start = [...component].sort()[0]!;
    const cameFrom = new Map<string, string>();
    const queue = [start];
    for (let i = 0; i < queue.length; i++) {
      const file = queue[i]!;
      for (const target of graph.get(file) ?? []) {
        if (!inside.has(target)) continue;
        if (target === start) {
          const path = [file];
          while (path[0] !== start) path.unshift(cameFrom.get(path[0]!)!);
          return [...path, start];
        }
        if (!cameFrom.has(target)) {
          cameFrom.set(target, file);
          queue.push(target);
        }
      }
    }
    return [...component, component[0]!];
  });
}

/** The repository's files and their text. */
export function repositorySources(root: string = ROOT): Map<string, string> {
  return new Map(sourceFiles(root).map((file) => [file, readFileSync(join(root, file), 'utf8')]));
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const sources = repositorySources();
  const cycles = findCycles(importGraph(sources, packageEntries()));
  for (const cycle of cycles) console.error(`import cycle: ${cycle.join(' -> ')}`);
  if (cycles.length > 0) {
    console.error(
      `${cycles.length} import cycle(s), type-only imports included: move the shared type or helper into a file of its own.`,
    );
    process.exitCode = 1;
  } else console.log(`no import cycles among ${sources.size} TypeScript files, type-only imports included`);
}

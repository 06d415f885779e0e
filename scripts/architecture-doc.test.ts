// The module graph that the linter enforces is the one docs/ARCHITECTURE.md shows, and it is sound.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ARCHITECTURE_FILE,
  GRAPH_FILE,
  documentedUses,
  readModuleGraph,
  usesCell,
  withGeneratedUses,
} from './architecture-doc.js';
import { findCycles } from './import-cycles.js';

const graph = readModuleGraph();
const modules = Object.keys(graph.modules);

describe('the server module graph', () => {
  it('declares every module folder, and only those', () => {
    const folders = readdirSync(new URL('.', `file://${GRAPH_FILE}`), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect([...modules].sort()).toEqual(folders.sort());
  });

  it('names only declared modules, none using itself, and has no loop', () => {
    for (const [module, uses] of Object.entries(graph.modules)) {
      expect(
        uses.filter((used) => !modules.includes(used) || used === module),
        module,
      ).toEqual([]);
    }
    expect(graph.plugins.filter((used) => !modules.includes(used))).toEqual([]);
    expect(findCycles(new Map(Object.entries(graph.modules)))).toEqual([]);
  });

  it('is what docs/ARCHITECTURE.md shows (npm run docs:architecture writes it)', () => {
    const documented = documentedUses(readFileSync(ARCHITECTURE_FILE, 'utf8'));
    expect(Object.fromEntries(documented)).toEqual(
      Object.fromEntries(modules.map((module) => [module, usesCell(graph.modules[module]!)])),
    );
  });

  it('rewrites a stale "uses" cell and refuses a module without a row', () => {
    const doc = [
      '## Server modules',
      '',
      '| module | owns | uses |',
      '| --- | --- | --- |',
      '| `a/` | the a | - |',
      '| `b/` | the b | a, c |',
      '',
      'After.',
    ].join('\n');
    const written = withGeneratedUses(doc, { modules: { a: [], b: ['a'] }, plugins: [] });
    expect(Object.fromEntries(documentedUses(written))).toEqual({ a: '-', b: 'a' });
    expect(written.endsWith('\n\nAfter.')).toBe(true);
    expect(() => withGeneratedUses(doc, { modules: { a: [], b: [], c: [] }, plugins: [] })).toThrow(/c$/);
    expect(() => withGeneratedUses(doc, { modules: { a: [] }, plugins: [] })).toThrow(/does not declare: b/);
  });
});

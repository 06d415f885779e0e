// The layering rules of eslint.config.js catch what they are meant to: each snippet is linted as if
// it sat at the given path (nothing is written), and the import cycle check counts type-only imports.
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { findCycles, importGraph, packageEntries } from './import-cycles.js';

const ROOT = new URL('..', import.meta.url).pathname;

describe('the layering rules', () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: ROOT });
  });

  /** The messages of one rule for `code` placed at `path`. */
  const lint = async (
    path: string,
    code: string,
    ruleId = 'import-x/no-restricted-paths',
  ): Promise<string[]> => {
    const [result] = await eslint.lintText(code, { filePath: `${ROOT}${path}` });
    return result!.messages.filter((message) => message.ruleId === ruleId).map((message) => message.message);
  };

  it('lets a module import the index.ts of a module it uses', async () => {
    const [result] = await eslint.lintText(
      "import { RatingService } from '../ratings/index.js';\nexport const service = RatingService;\n",
      { filePath: `${ROOT}apps/server/src/modules/leaderboard/x.ts` },
    );
    expect(result!.messages).toEqual([]);
  });

  it('rejects a module importing one it does not use', async () => {
    expect(
      await lint(
        'apps/server/src/modules/leaderboard/x.ts',
        "import { socialRoutes } from '../social/index.js';\nexport const routes = socialRoutes;\n",
      ),
    ).toEqual([expect.stringContaining('modules/leaderboard does not use modules/social')]);
    expect(
      await lint(
        'apps/server/src/modules/accounts/x.ts',
        "import { gameRoutes } from '../games/index.js';\nexport const routes = gameRoutes;\n",
      ),
    ).toEqual([expect.stringContaining('modules/accounts does not use modules/games')]);
  });

  it('counts type-only imports, re-exports and import() alike', async () => {
    for (const code of [
      "import type { SocialDeps } from '../social/index.js';\nexport type Deps = SocialDeps;\n",
      "export { socialRoutes } from '../social/index.js';\n",
      "export const load = () => import('../social/index.js');\n",
    ])
      expect(await lint('apps/server/src/modules/health/x.ts', code)).toEqual([
        expect.stringContaining('modules/health does not use modules/social'),
      ]);
  });

  it("rejects a module importing another's internal file, even one it uses", async () => {
    expect(
      await lint(
        'apps/server/src/modules/games/x.ts',
        "import { RoomStore } from '../rooms/room-store.js';\nexport const store = RoomStore;\n",
      ),
    ).toEqual([expect.stringContaining('only through its index.ts (modules/rooms/index.ts)')]);
  });

  it('keeps db/, lib/ and the plain top-level files off the modules, and the plugins to theirs', async () => {
    const importsGames =
      "import { gameRoutes } from '../modules/games/index.js';\nexport const routes = gameRoutes;\n";
    expect(await lint('apps/server/src/db/x.ts', importsGames)).toEqual([
      expect.stringContaining('db/ and lib/'),
    ]);
    expect(await lint('apps/server/src/lib/x.ts', importsGames)).toEqual([
      expect.stringContaining('db/ and lib/'),
    ]);
    expect(await lint('apps/server/src/plugins/x.ts', importsGames)).toEqual([
      expect.stringContaining('The plugins use only accounts'),
    ]);
    expect(
      await lint(
        'apps/server/src/config.ts',
        "import { gameRoutes } from './modules/games/index.js';\nexport const routes = gameRoutes;\n",
      ),
    ).toEqual([
      expect.stringContaining(
        'Only app.ts, services.ts (with retention-owners.ts) and database-schema.ts know the modules',
      ),
    ]);
    expect(
      await lint(
        'apps/server/src/services.ts',
        "import { RoomStore } from './modules/rooms/room-store.js';\nexport const store = RoomStore;\n",
      ),
    ).toEqual([expect.stringContaining('through its index.ts')]);
  });

  it('keeps the service worker off the page: no feature, no React', async () => {
    expect(
      await lint(
        'apps/web/src/sw/x.ts',
        "import { gameOverText } from '../features/game/game-over-text';\nexport const text = gameOverText;\n",
      ),
    ).toEqual([expect.stringContaining('The service worker runs without the page')]);
    expect(
      await lint(
        'apps/web/src/sw/x.ts',
        "import { useState } from 'react';\nexport const hook = useState;\n",
        'no-restricted-imports',
      ),
    ).toEqual([expect.stringContaining('draws nothing')]);
  });

  it('keeps the e2e and load tests off the apps', async () => {
    const importsApp =
      "import { buildApp } from '../../../apps/server/src/app.js';\nexport const build = buildApp;\n";
    expect(await lint('tests/load/src/x.ts', importsApp)).toEqual([
      expect.stringContaining('The load driver talks to servers over the wire'),
    ]);
    expect(
      await lint(
        'tests/e2e/x.ts',
        "import { buildApp } from '../../apps/server/src/app.js';\nexport const build = buildApp;\n",
      ),
    ).toEqual([expect.stringContaining('The browser scenarios drive the built app from outside')]);
  });
});

describe('the import cycle check', () => {
  it('counts a cycle made of type-only imports', () => {
    const sources = new Map([
      ['apps/web/src/a.tsx', "import type { B } from './b';\nexport interface A { readonly b: B }\n"],
      ['apps/web/src/b.ts', "import type { A } from './a.js';\nexport interface B { readonly a?: A }\n"],
      ['apps/web/src/c.ts', "import type { A } from './a';\nexport type C = A;\n"],
    ]);
    expect(findCycles(importGraph(sources))).toEqual([
      ['apps/web/src/a.tsx', 'apps/web/src/b.ts', 'apps/web/src/a.tsx'],
    ]);
  });

  it('follows re-exports, import() and workspace packages by name', () => {
    const sources = new Map([
      ['packages/p/src/a.ts', "export type { B } from './b.js';\nimport 'zod';\n"],
      ['packages/p/src/b.ts', "export type B = typeof import('./c.js');\n"],
      ['packages/p/src/c.ts', "export * from '@checkers/p';\n"],
      ['packages/p/src/index.ts', "export * from './a.js';\n"],
    ]);
    expect(findCycles(importGraph(sources, new Map([['@checkers/p', 'packages/p/src/index.ts']])))).toEqual([
      [
        'packages/p/src/a.ts',
        'packages/p/src/b.ts',
        'packages/p/src/c.ts',
        'packages/p/src/index.ts',
        'packages/p/src/a.ts',
      ],
    ]);
  });

  it('knows the workspace packages by their source entry points', () => {
    const entries = packageEntries();
    expect(entries.get('@checkers/engine')).toBe('packages/engine/src/index.ts');
    expect(entries.get('@checkers/engine/testing/scripted-game')).toBe(
      'packages/engine/src/testing/scripted-game.ts',
    );
  });
});

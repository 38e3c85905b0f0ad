import { describe, expect, it } from 'vitest';
import { shellChunks, type ModuleLinks, type ShellChunkRule } from './shell-chunks';

const route = (names: string) => new RegExp(`/src/routes/(${names})\\.tsx(\\?|$)`);
const RULE: ShellChunkRule = {
  shellRoots: route('_authed|_authed/index'),
  signedOutRoots: route('login|recovery|out|404'),
  signInRoot: route('login'),
};

/**
 * A small app: the shell and home import a menu, a card and a button; the sign-in page imports
 * the button and lazily a dialog that uses the field; recovery imports the field too; an
 * administration page (not a shell root) imports the card.
 */
const GRAPH: Record<string, ModuleLinks> = {
  '/app/src/routes/_authed.tsx?tsr-split=component': {
    importedIds: ['/app/src/menu.tsx', '/app/src/button.tsx', '/app/src/field.tsx'],
    dynamicallyImportedIds: ['/app/src/profile-dialog.tsx'],
  },
  '/app/src/routes/_authed/index.tsx?tsr-split=component': {
    importedIds: ['/app/src/card.tsx'],
    dynamicallyImportedIds: [],
  },
  '/app/src/menu.tsx': { importedIds: ['/app/src/icons.ts'], dynamicallyImportedIds: [] },
  '/app/src/card.tsx': { importedIds: ['/app/src/button.tsx'], dynamicallyImportedIds: [] },
  '/app/src/button.tsx': { importedIds: ['/app/src/recipe.ts'], dynamicallyImportedIds: [] },
  '/app/src/field.tsx': { importedIds: [], dynamicallyImportedIds: [] },
  '/app/src/icons.ts': { importedIds: [], dynamicallyImportedIds: [] },
  '/app/src/recipe.ts': { importedIds: [], dynamicallyImportedIds: [] },
  '/app/src/profile-dialog.tsx': { importedIds: [], dynamicallyImportedIds: [] },
  '/app/src/routes/login.tsx?tsr-split=component': {
    importedIds: ['/app/src/button.tsx'],
    dynamicallyImportedIds: ['/app/src/sign-in-dialog.tsx'],
  },
  '/app/src/sign-in-dialog.tsx': {
    importedIds: ['/app/src/field.tsx'],
    dynamicallyImportedIds: [],
  },
  '/app/src/routes/recovery.tsx?tsr-split=component': {
    importedIds: ['/app/src/field.tsx'],
    dynamicallyImportedIds: [],
  },
  '/app/src/routes/_authed/admin.tsx?tsr-split=component': {
    importedIds: ['/app/src/card.tsx', '/app/src/admin-table.tsx'],
    dynamicallyImportedIds: [],
  },
  '/app/src/admin-table.tsx': { importedIds: [], dynamicallyImportedIds: [] },
};

const chunks = shellChunks(Object.keys(GRAPH), (id) => GRAPH[id] ?? null, RULE);

describe('shellChunks', () => {
  it.each([
    // what only signed-in pages reach, statically from the shell or home
    ['/app/src/menu.tsx', 'signed-in'],
    ['/app/src/icons.ts', 'signed-in'],
    ['/app/src/card.tsx', 'signed-in'],
    // what the sign-in page also loads before it paints
    ['/app/src/button.tsx', 'sign-in-shared'],
    ['/app/src/recipe.ts', 'sign-in-shared'],
    // shared with a signed-out dialog or another signed-out page: left to the bundler
    ['/app/src/field.tsx', undefined],
    // loaded later (a dialog) or by another page only: left to the bundler
    ['/app/src/profile-dialog.tsx', undefined],
    ['/app/src/admin-table.tsx', undefined],
    // the routes' own modules stay the chunks the router loads
    ['/app/src/routes/_authed.tsx?tsr-split=component', undefined],
    ['/app/src/routes/_authed/index.tsx?tsr-split=component', undefined],
    ['/app/src/routes/login.tsx?tsr-split=component', undefined],
  ])('%s goes to %s', (id, chunk) => {
    expect(chunks.get(id)).toBe(chunk);
  });

  it('reads Windows paths as well', () => {
    const windows = Object.fromEntries(
      Object.entries(GRAPH).map(([id, links]) => [
        id.replaceAll('/', '\\'),
        {
          importedIds: links.importedIds.map((m) => m.replaceAll('/', '\\')),
          dynamicallyImportedIds: links.dynamicallyImportedIds.map((m) => m.replaceAll('/', '\\')),
        },
      ]),
    );
    const found = shellChunks(Object.keys(windows), (id) => windows[id] ?? null, RULE);
    expect(found.get('\\app\\src\\menu.tsx')).toBe('signed-in');
    expect(found.get('\\app\\src\\button.tsx')).toBe('sign-in-shared');
  });
});

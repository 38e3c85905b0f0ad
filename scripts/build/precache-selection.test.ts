import { describe, expect, it } from 'vitest';
import {
  keepInPrecache,
  precacheLists,
  type ChunkInfo,
  type PrecacheRule,
} from './precache-selection';

const route = (name: string) => new RegExp(`/src/routes/(${name})\\.tsx(\\?|$)`);

const RULE: PrecacheRule = {
  routeModule: /\/src\/routes\/(?![^?]*\/-)[^?]*\.tsx(\?|$)/,
  installRoutes: route('__root|login|404'),
  startUp: /\/src\/app\/chakra-root\.tsx$|\/locales\//,
  signedInRoutes: route('_authed|_authed/index'),
  offlineWorkRoutes: route('_authed/orders[^/?]*'),
  runtimeOnly: /\/node_modules\/exceljs\//,
};

function chunk(fileName: string, part: Partial<ChunkInfo> = {}): ChunkInfo {
  return {
    fileName,
    isEntry: false,
    facadeModuleId: null,
    imports: [],
    dynamicImports: [],
    moduleIds: [],
    ...part,
  };
}

/**
 * A small app: the entry (router, loaders) lazily loads every page, the Chakra root, the texts
 * and a loader's order code; the sign-in page lazily opens a dialog; the shell and the home page
 * need the offline database; the orders page loads photo compression and exceljs lazily.
 */
const APP: ChunkInfo[] = [
  chunk('index.js', {
    isEntry: true,
    facadeModuleId: '/app/index.html',
    imports: ['react.js'],
    dynamicImports: [
      'login.js',
      'not-found.js',
      'shell.js',
      'home.js',
      'orders.js',
      'orders-review.js',
      'admin.js',
      'chakra-root.js',
      'texts-en.js',
      'order-view.js',
    ],
  }),
  chunk('react.js'),
  chunk('chakra-root.js', {
    facadeModuleId: '/app/src/app/chakra-root.tsx',
    imports: ['chakra.js'],
    dynamicImports: ['sanitize.js'],
  }),
  chunk('chakra.js'),
  chunk('sanitize.js'),
  chunk('texts-en.js', { facadeModuleId: '/app/locales/en/common.json' }),
  chunk('login.js', {
    facadeModuleId: '/app/src/routes/login.tsx?tsr-split=component',
    imports: ['form.js'],
    dynamicImports: ['request-access-dialog.js', 'chakra-root.js'],
  }),
  chunk('form.js'),
  chunk('request-access-dialog.js', {
    facadeModuleId: '/app/src/features/account/components/request-access-dialog.tsx',
    imports: ['dialog.js'],
  }),
  chunk('dialog.js'),
  chunk('not-found.js', { facadeModuleId: '/app/src/routes/404.tsx?tsr-split=component' }),
  chunk('shell.js', {
    facadeModuleId: '/app/src/routes/_authed.tsx?tsr-split=component',
    imports: ['dialog.js', 'offline-db.js'],
    dynamicImports: ['sync.js', 'profile-dialog.js'],
  }),
  chunk('offline-db.js', { moduleIds: ['/app/node_modules/dexie/dist/dexie.js'] }),
  chunk('sync.js', { facadeModuleId: '/app/src/app/sync.ts', imports: ['offline-db.js'] }),
  chunk('profile-dialog.js', { imports: ['dialog.js'] }),
  chunk('home.js', {
    facadeModuleId: '/app/src/routes/_authed/index.tsx?tsr-split=component',
    imports: ['offline-db.js'],
  }),
  chunk('order-view.js', { imports: ['offline-db.js'] }),
  chunk('orders.js', {
    facadeModuleId: '/app/src/routes/_authed/orders.tsx?tsr-split=component',
    imports: ['orders-screen.js'],
  }),
  chunk('orders-review.js', {
    facadeModuleId: '/app/src/routes/_authed/orders_review.tsx?tsr-split=component',
    imports: ['orders-screen.js'],
  }),
  chunk('orders-screen.js', {
    imports: ['shared-table.js', 'offline-db.js'],
    dynamicImports: ['photo-compression.js', 'exceljs.js', 'admin.js'],
  }),
  chunk('photo-compression.js'),
  chunk('exceljs.js', { moduleIds: ['/app/node_modules/exceljs/dist/exceljs.min.js'] }),
  chunk('admin.js', {
    facadeModuleId: '/app/src/routes/_authed/admin.tsx?tsr-split=component',
    imports: ['admin-page.js', 'shared-table.js'],
  }),
  chunk('admin-page.js'),
  chunk('shared-table.js'),
];

const sorted = (set: ReadonlySet<string>) => [...set].sort();

describe('precacheLists', () => {
  const lists = precacheLists(APP, RULE);

  it('installs the entry, the pages before sign-in and the start-up modules with what they load', () => {
    expect(sorted(lists.install)).toEqual([
      'chakra-root.js',
      'chakra.js',
      'form.js',
      'index.js',
      'login.js',
      'not-found.js',
      'react.js',
      'sanitize.js',
      'texts-en.js',
    ]);
  });

  it('does not install what a page before sign-in or a route loader loads on demand', () => {
    // The sign-in page's dialog needs the server; the loader's order code belongs to its page.
    for (const name of ['request-access-dialog.js', 'order-view.js']) {
      expect(lists.install.has(name), name).toBe(false);
    }
  });

  it('keeps for every signed-in device the shell and home with everything they load, lazily or not', () => {
    expect(sorted(lists.signedIn)).toEqual([
      'dialog.js',
      'home.js',
      'offline-db.js',
      'profile-dialog.js',
      'shell.js',
      'sync.js',
    ]);
  });

  it('keeps the offline pages, and only what no earlier list holds, for the users who have them', () => {
    expect(sorted(lists.offlineWork)).toEqual([
      'orders-review.js',
      'orders-screen.js',
      'orders.js',
      'photo-compression.js',
      'shared-table.js',
    ]);
  });

  it('keeps the signed-in modules (texts of the signed-in pages) with the signed-in list, not installed', () => {
    const texts = chunk('menu-es.js', { facadeModuleId: '/app/locales/es/menu.json' });
    const app = APP.map((c) =>
      c.isEntry ? { ...c, dynamicImports: [...c.dynamicImports, 'menu-es.js'] } : c,
    );
    const withTexts = precacheLists([...app, texts], {
      ...RULE,
      startUp: /\/src\/app\/chakra-root\.tsx$|\/locales\/en\/common\.json$/,
      signedInModules: /\/locales\//,
    });
    expect(withTexts.install).toContain('texts-en.js');
    expect(withTexts.install).not.toContain('menu-es.js');
    expect(withTexts.signedIn).toContain('menu-es.js');
  });

  it('puts a chunk in one list at most', () => {
    const all = [...lists.install, ...lists.signedIn, ...lists.offlineWork];
    expect(new Set(all).size).toBe(all.length);
  });

  it('leaves out a page in no list and what only it loads, even when a listed page links to it', () => {
    for (const list of [lists.install, lists.signedIn, lists.offlineWork]) {
      expect(list.has('admin.js')).toBe(false);
      expect(list.has('admin-page.js')).toBe(false);
    }
  });

  it('leaves out a run-time-only module even when an offline page loads it', () => {
    for (const list of [lists.install, lists.signedIn, lists.offlineWork]) {
      expect(list.has('exceljs.js')).toBe(false);
    }
  });

  it('treats a route folder of route-local components as no route', () => {
    const withComponents = [
      ...APP.filter((c) => c.fileName !== 'orders-screen.js'),
      chunk('orders-screen.js', {
        facadeModuleId: '/app/src/routes/_authed/-components/orders-screen.tsx',
        imports: ['shared-table.js'],
      }),
    ];
    expect(precacheLists(withComponents, RULE).offlineWork.has('orders-screen.js')).toBe(true);
  });

  it('reads module ids written with Windows separators', () => {
    const windows = APP.map((c) => ({
      ...c,
      facadeModuleId: c.facadeModuleId?.replaceAll('/', '\\') ?? null,
      moduleIds: c.moduleIds.map((id) => id.replaceAll('/', '\\')),
    }));
    expect(precacheLists(windows, RULE)).toEqual(lists);
  });
});

describe('keepInPrecache', () => {
  const chunks = new Set(['assets/a.js', 'assets/b.js']);
  const install = new Set(['assets/a.js']);
  it('keeps installed chunks and every file that is not a chunk', () => {
    expect(keepInPrecache('assets/a.js', chunks, install)).toBe(true);
    expect(keepInPrecache('index.html', chunks, install)).toBe(true);
    expect(keepInPrecache('icons/icon-192.png', chunks, install)).toBe(true);
    expect(keepInPrecache('assets/b.js', chunks, install)).toBe(false);
  });
});

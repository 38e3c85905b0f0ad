import { describe, expect, it } from 'vitest';
import {
  keepInPrecache,
  precachedChunks,
  type ChunkInfo,
  type PrecacheRule,
} from './precache-selection';

const RULE: PrecacheRule = {
  routeModule: /\/src\/routes\/(?![^?]*\/-)[^?]*\.tsx(\?|$)/,
  offlineRoutes: /\/src\/routes\/(login|_authed|_authed\/orders)\.tsx(\?|$)/,
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

const APP: ChunkInfo[] = [
  chunk('index.js', {
    isEntry: true,
    facadeModuleId: '/app/index.html',
    imports: ['react.js'],
    dynamicImports: ['login.js', 'shell.js', 'orders.js', 'admin.js', 'lazy-shell-part.js'],
  }),
  chunk('react.js'),
  chunk('lazy-shell-part.js'),
  chunk('login.js', { facadeModuleId: '/app/src/routes/login.tsx?tsr-split=component' }),
  chunk('shell.js', { facadeModuleId: '/app/src/routes/_authed.tsx?tsr-split=component' }),
  chunk('orders.js', {
    facadeModuleId: '/app/src/routes/_authed/orders.tsx?tsr-split=component',
    imports: ['orders-screen.js'],
  }),
  chunk('orders-screen.js', {
    imports: ['shared-table.js'],
    dynamicImports: ['photo-compression.js', 'exceljs.js'],
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

describe('precachedChunks', () => {
  const selected = precachedChunks(APP, RULE);

  it('holds the entry, the offline routes and everything they load, lazily or not', () => {
    for (const name of [
      'index.js',
      'react.js',
      'lazy-shell-part.js',
      'login.js',
      'shell.js',
      'orders.js',
      'orders-screen.js',
      'photo-compression.js',
      'shared-table.js',
    ]) {
      expect(selected.has(name), name).toBe(true);
    }
  });

  it('leaves out a page not listed as offline, and what only it loads', () => {
    expect(selected.has('admin.js')).toBe(false);
    expect(selected.has('admin-page.js')).toBe(false);
  });

  it('leaves out a run-time-only module even when an offline page loads it', () => {
    expect(selected.has('exceljs.js')).toBe(false);
  });

  it('treats a route folder of route-local components as no route', () => {
    const withComponents = [
      ...APP.filter((c) => c.fileName !== 'orders-screen.js'),
      chunk('orders-screen.js', {
        facadeModuleId: '/app/src/routes/_authed/-components/orders-screen.tsx',
        imports: ['shared-table.js'],
      }),
    ];
    expect(precachedChunks(withComponents, RULE).has('orders-screen.js')).toBe(true);
  });
});

describe('keepInPrecache', () => {
  const chunks = new Set(['assets/a.js', 'assets/b.js']);
  const selected = new Set(['assets/a.js']);
  it('keeps selected chunks and every file that is not a chunk', () => {
    expect(keepInPrecache('assets/a.js', chunks, selected)).toBe(true);
    expect(keepInPrecache('index.html', chunks, selected)).toBe(true);
    expect(keepInPrecache('icons/icon-192.png', chunks, selected)).toBe(true);
    expect(keepInPrecache('assets/b.js', chunks, selected)).toBe(false);
  });
});

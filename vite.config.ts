import { readFileSync } from 'node:fs';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import {
  keepInPrecache,
  precacheLists,
  type PrecacheLists,
  type PrecacheRule,
} from './scripts/build/precache-selection.ts';
import { shellChunks, type ShellChunks } from './scripts/build/shell-chunks.ts';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** The portal is served under a fixed sub-path; the API server answers below it. */
const BASE = '/PortalPRO/';
const API_TARGET = 'http://localhost:8080';
/**
 * Chakra's theme module builds `defaultThemeConfig` (every recipe of the preset) with a plain
 * call the bundler must keep, which drags all ~80 recipes into the sign-in bundle even though the
 * app imports only tokens and a few recipes. Marking that one call pure lets it be dropped.
 */
function chakraThemeTreeShaking(): Plugin {
  return {
    name: 'portalpro:chakra-theme-tree-shaking',
    transform(code, id) {
      if (!/@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]index\.js$/.test(id)) return null;
      return code.replace(
        'const defaultThemeConfig = defineConfig(',
        'const defaultThemeConfig = /* @__PURE__ */ defineConfig(',
      );
    },
  };
}

/**
 * What the service worker keeps on a device, chosen from the chunk graph
 * (scripts/build/precache-selection.ts), so a phone downloads only what its user opens offline:
 * - install list (precached by every device): the entry, the pages anyone opens before signing
 *   in (sign-in, recovery, out of service, not found) and the start-up's lazy modules (the Chakra
 *   root, the sign-in pages' English texts, the worker's registration);
 * - signed-in list (kept once someone signs in): the signed-in shell, home and the not-found page
 *   with what they load (Dexie and the sync engine included: the shell's sync panel needs them),
 *   and the signed-in pages' texts in both languages;
 * - offline-work list (kept only for users who have them): the maintenance pages that work
 *   offline, photo compression included; taking an order offline waits until they are stored.
 * Every other page (administration, invoicing, ...), the sign-in page's dialogs and exceljs are
 * in no list: the worker's run-time cache keeps them from their first use, and taking an order
 * offline warms exceljs so its export works offline.
 * A new page is online-only until its route file is added to one of the lists' routes.
 */
const route = (names: string) => new RegExp(`/src/routes/(${names})\\.tsx(\\?|$)`);
const PRECACHE_RULE: PrecacheRule = {
  // A route file's own module (or its split component); `-components/` are not routes.
  routeModule: /\/src\/routes\/(?![^?]*\/-)[^?]*\.tsx(\?|$)/,
  installRoutes: route('__root|login|recovery|out|404'),
  // The sign-in pages' texts in English (the Spanish ones are in the entry).
  startUp:
    /\/src\/app\/chakra-root\.tsx$|\/locales\/en\/(common|login|errors|pages)\.json$|\/node_modules\/workbox-window\//,
  signedInRoutes: route('_authed|_authed/index|_authed/\\$'),
  // The signed-in pages' texts, both languages: loaded before the first signed-in page.
  signedInModules: /\/locales\/(es|en)\/[^/]+\.json$/,
  offlineWorkRoutes: route('_authed/mantenimiento_ordenes_mantenimiento[^/?]*'),
  runtimeOnly: /\/node_modules\/exceljs\//,
};

/** The chunks of the last app build, and PRECACHE_RULE's lists of them. */
let precacheSelection: { chunks: Set<string>; lists: PrecacheLists } | null = null;

/** Records the app build's chunk graph for the precache manifest and the page lists below. */
function precacheSelectionFromBundle(): Plugin {
  return {
    name: 'portalpro:precache-selection',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk' ? [output] : [],
      );
      // The service worker's own build runs its own plugins; only the app's has index.html.
      if (!chunks.some((c) => c.isEntry && c.facadeModuleId?.endsWith('index.html'))) return;
      precacheSelection = {
        chunks: new Set(chunks.map((c) => c.fileName)),
        lists: precacheLists(chunks, PRECACHE_RULE),
      };
    },
  };
}

/**
 * The service worker's build (run after the app's): `virtual:portalpro-page-lists` is this app
 * build's signed-in and offline-work lists, so each version of the worker carries its own.
 */
function pageListsModule(): Plugin {
  const id = 'virtual:portalpro-page-lists';
  return {
    name: 'portalpro:page-lists',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load(resolved) {
      if (resolved !== `\0${id}`) return null;
      const lists = precacheSelection?.lists;
      // With no chunk graph the manifest keeps every chunk (see below): nothing is left to add.
      if (!lists) this.warn('precache: no chunk graph was recorded; the page lists are empty');
      const files = (set: Set<string> | undefined) => [...(set ?? [])].sort();
      const pageLists = {
        'signed-in': files(lists?.signedIn),
        'offline-work': files(lists?.offlineWork),
      };
      return `export const PAGE_LISTS = ${JSON.stringify(pageLists)};`;
    },
  };
}

/** The signed-in shell's chunks (scripts/build/shell-chunks.ts), from the app build's graph. */
let shellChunkOf: ShellChunks = new Map();

function shellChunksFromGraph(): Plugin {
  return {
    name: 'portalpro:shell-chunks',
    apply: 'build',
    buildEnd() {
      shellChunkOf = shellChunks(this.getModuleIds(), (id) => this.getModuleInfo(id), {
        shellRoots: route('_authed|_authed/index'),
        signedOutRoots: route('login|recovery|out|404'),
        signInRoot: route('login'),
      });
    },
  };
}

/** Primary colour of the default site (the site record overrides it at run time). */
const THEME_COLOR = '#0B3D91';

export default defineConfig({
  base: BASE,
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
  },
  plugins: [
    // The router plugin must come before React's: it generates src/routeTree.gen.ts and splits
    // each route's component into its own chunk.
    tanstackRouter({
      target: 'react',
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
      autoCodeSplitting: true,
    }),
    react(),
    chakraThemeTreeShaking(),
    shellChunksFromGraph(),
    precacheSelectionFromBundle(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'service-worker',
      filename: 'sw.ts',
      registerType: 'prompt',
      // The page registers the worker itself (src/app/service-worker-registration.ts) so that an
      // update is activated only from the "Actualizar" button.
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/*.png'],
      manifest: {
        name: 'PortalPRO',
        short_name: 'PortalPRO',
        description: 'Portal de arrendadores, proveedores y cuadrillas',
        lang: 'es',
        start_url: BASE,
        scope: BASE,
        display: 'standalone',
        theme_color: THEME_COLOR,
        background_color: '#FFFFFF',
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: 'icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      injectManifest: {
        buildPlugins: { vite: [pageListsModule()] },
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
        manifestTransforms: [
          (entries) => {
            const selection = precacheSelection;
            if (!selection) {
              return {
                manifest: entries,
                warnings: ['precache: no chunk graph was recorded; every chunk is precached'],
              };
            }
            // The manifest's icons are also matched by the glob: list each file once.
            const seen = new Set<string>();
            const manifest = entries.filter((e) => {
              if (seen.has(e.url)) return false;
              seen.add(e.url);
              return keepInPrecache(e.url, selection.chunks, selection.lists.install);
            });
            return { manifest, warnings: [] };
          },
        ],
      },
    }),
  ],
  server: {
    proxy: {
      '/PortalPRO/api': API_TARGET,
      '/PortalPRO/Token': API_TARGET,
      '/PortalPRO/healthz': API_TARGET,
    },
  },
  preview: {
    proxy: {
      '/PortalPRO/api': API_TARGET,
      '/PortalPRO/Token': API_TARGET,
      '/PortalPRO/healthz': API_TARGET,
    },
  },
  build: {
    outDir: 'dist',
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Everything the entry imports statically is needed before the first render, so it is
        // one chunk: left to the automatic chunking it was split by which pages share each module
        // (22 files preloaded beside the entry, and more with every new page), and a phone on 4G
        // queued those requests before the sign-in page could paint.
        codeSplitting: {
          groups: [
            { name: 'start', tags: ['$initial'], priority: 2 },
            // The signed-in shell and home: a few chunks rather than some 60 of 1-3 kB each.
            {
              name: (id) => shellChunkOf.get(id) ?? null,
              priority: 1,
              // A module's imports are grouped by their own place in the graph: an import of a
              // signed-in module that a signed-out page also reaches must not follow it there.
              includeDependenciesRecursively: false,
            },
            // The signed-in pages' texts, all loaded before the first signed-in page: one chunk
            // per language (the Spanish sign-in texts are in the entry, the English ones apart).
            { name: 'texts-es', test: /[\\/]locales[\\/]es[\\/][^/\\]+\.json$/ },
            {
              name: 'texts-en',
              test: /[\\/]locales[\\/]en[\\/](?!(common|login|errors|pages)\.json$)[^/\\]+\.json$/,
            },
          ],
        },
      },
    },
  },
});

import { readFileSync } from 'node:fs';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

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
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
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
  },
});

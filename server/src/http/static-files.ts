/**
 * Serves the built PWA from STATIC_DIR under the base path: hashed assets cached for a year, the
 * shell files (index.html, sw.js, manifest) always revalidated, and index.html for client routes.
 */
import type { Context } from 'hono';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { AppEnv } from './app-env';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.xml': 'application/xml; charset=utf-8',
};

/** Files that name the current version: the browser must always ask whether they changed. */
const NO_CACHE = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'registerSW.js']);
/** Build output named with a content hash (e.g. assets/index-3f2a1b9c.js). */
const HASHED = /[.-][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

const MISSING_BUILD = `PortalPRO: the web app has not been built yet.

Run \`npm run build\` (it writes the app to the static directory), then start the server again.
The API is available meanwhile under /PortalPRO/api/.`;

function cacheControl(relative: string): string {
  const base = path.posix.basename(relative);
  if (NO_CACHE.has(base) || base.endsWith('.html')) return 'no-cache';
  if (relative.startsWith('assets/') || HASHED.test(base))
    return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

async function fileAt(root: string, relative: string): Promise<string | null> {
  const full = path.resolve(root, relative);
  if (full !== root && !full.startsWith(root + path.sep)) return null;
  try {
    return (await stat(full)).isFile() ? full : null;
  } catch {
    return null;
  }
}

async function sendFile(c: Context<AppEnv>, full: string, relative: string) {
  const body = await readFile(full);
  const type = TYPES[path.extname(full).toLowerCase()] ?? 'application/octet-stream';
  return c.body(body, 200, { 'Content-Type': type, 'Cache-Control': cacheControl(relative) });
}

/** GET/HEAD under the base path: a file if it exists, else the app shell (history fallback). */
export function staticFiles(staticDir: string, basePath: string) {
  const root = path.resolve(staticDir);
  return async (c: Context<AppEnv>) => {
    let relative: string;
    try {
      relative = decodeURIComponent(c.req.path.slice(basePath.length));
    } catch {
      return c.text('Bad request', 400);
    }
    if (relative.includes('\0')) return c.text('Bad request', 400);
    if (relative !== '' && !relative.endsWith('/')) {
      const file = await fileAt(root, relative);
      if (file) return sendFile(c, file, relative);
      // A missing asset is a 404, not the shell (a stale page asking for an old chunk).
      if (path.posix.extname(relative) !== '' && !relative.endsWith('.html')) {
        return c.text('Not found', 404);
      }
    }
    const index = await fileAt(root, 'index.html');
    if (!index) {
      return c.text(MISSING_BUILD, 503, { 'Cache-Control': 'no-cache' });
    }
    return sendFile(c, index, 'index.html');
  };
}

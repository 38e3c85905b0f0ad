/**
 * Serves the built PWA from STATIC_DIR under the base path: hashed assets cached for a year, the
 * shell files (index.html, sw.js, manifest) always revalidated, and index.html for client routes.
 * Text files go out brotli- or gzip-compressed; each variant is made once per file version.
 */
import type { Context } from 'hono';
import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { AppEnv } from './app-env';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

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

interface FoundFile {
  full: string;
  /** Size and modification time: a rebuilt file is a new version. */
  version: string;
}

async function fileAt(root: string, relative: string): Promise<FoundFile | null> {
  const full = path.resolve(root, relative);
  if (full !== root && !full.startsWith(root + path.sep)) return null;
  // Dot files beside the build (dist/.build-hash, the start's record of its inputs) are not the app.
  if (relative.split(/[\\/]/).some((part) => part.startsWith('.'))) return null;
  try {
    const info = await stat(full);
    return info.isFile() ? { full, version: `${info.size}-${info.mtimeMs}` } : null;
  } catch {
    return null;
  }
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json|xml|wasm)|image\/svg)/;
/** Below this size compression saves less than it costs. */
const MIN_COMPRESS_BYTES = 1024;

interface Variants {
  version: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}
/** One entry per served file: the build output is small and fixed while the server runs. */
const cache = new Map<string, Promise<Variants>>();

async function load(file: FoundFile, type: string): Promise<Variants> {
  const identity = await readFile(file.full);
  if (!COMPRESSIBLE.test(type) || identity.length < MIN_COMPRESS_BYTES) {
    return { version: file.version, identity };
  }
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: 11,
        [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: 9 }),
  ]);
  return { version: file.version, identity, br, gzip: gz };
}

function variantsOf(file: FoundFile, type: string): Promise<Variants> {
  const cached = cache.get(file.full);
  if (cached) {
    return cached.then((v) => (v.version === file.version ? v : refresh()));
  }
  return refresh();
  function refresh() {
    const loading = load(file, type);
    cache.set(file.full, loading);
    loading.catch(() => cache.delete(file.full));
    return loading;
  }
}

function typeOf(full: string): string {
  return TYPES[path.extname(full).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Compresses every file of the build ahead of the first visitor, so nobody waits for brotli at
 * its slowest setting. Answers how many files are ready.
 */
export async function precompressStaticFiles(staticDir: string): Promise<number> {
  const root = path.resolve(staticDir);
  let entries: string[];
  try {
    entries = await readdir(root, { recursive: true });
  } catch {
    return 0;
  }
  let count = 0;
  for (const relative of entries) {
    const file = await fileAt(root, relative);
    if (!file) continue;
    await variantsOf(file, typeOf(file.full));
    count += 1;
  }
  return count;
}

/** The best encoding the client accepts among those made for the file. */
function pickEncoding(accept: string, v: Variants): 'br' | 'gzip' | null {
  const accepted = accept.toLowerCase();
  if (v.br && /\bbr\b/.test(accepted)) return 'br';
  if (v.gzip && /\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

async function sendFile(c: Context<AppEnv>, file: FoundFile, relative: string) {
  const type = typeOf(file.full);
  const variants = await variantsOf(file, type);
  const encoding = pickEncoding(c.req.header('Accept-Encoding') ?? '', variants);
  const headers: Record<string, string> = {
    'Content-Type': type,
    'Cache-Control': cacheControl(relative),
  };
  if (variants.br || variants.gzip) headers.Vary = 'Accept-Encoding';
  if (encoding) headers['Content-Encoding'] = encoding;
  const body = encoding ? variants[encoding]! : variants.identity;
  return c.body(new Uint8Array(body), 200, headers);
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

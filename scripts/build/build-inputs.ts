/**
 * What the production build reads, and one content hash over it: `npm start` rebuilds only when
 * this hash differs from the one recorded beside the last successful build.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Folders and files `vite build` reads (the app, its service worker, static files, translations,
 * the config and what it imports, TypeScript and package settings). Keep in step with the build.
 */
export const BUILD_INPUTS = [
  'src',
  'service-worker',
  'public',
  'locales',
  'index.html',
  'vite.config.ts',
  'scripts/build',
  'tsconfig.json',
  'tsconfig.base.json',
  'tsconfig.app.json',
  'tsconfig.sw.json',
  'tsconfig.node.json',
  'package.json',
  'package-lock.json',
  '.env',
  '.env.production',
  '.env.local',
  '.env.production.local',
] as const;

/**
 * Files under the inputs that the build does not read: tests, and the route tree the router
 * plugin writes during the build from src/routes (hashing it would make a build change its own
 * input).
 */
export function isBuildInput(relativePath: string): boolean {
  const posix = relativePath.replaceAll('\\', '/');
  if (posix === 'src/routeTree.gen.ts') return false;
  if (/\.test\.tsx?$/.test(posix)) return false;
  if (posix.startsWith('src/testing/')) return false;
  return true;
}

/** Every input file under `root`, as sorted POSIX paths relative to it. */
export function listBuildInputs(root: string, inputs: readonly string[] = BUILD_INPUTS): string[] {
  const files: string[] = [];
  const walk = (relative: string) => {
    const absolute = path.join(root, relative);
    if (!existsSync(absolute)) return;
    if (statSync(absolute).isDirectory()) {
      for (const name of readdirSync(absolute)) walk(path.posix.join(relative, name));
    } else if (isBuildInput(relative)) {
      files.push(relative);
    }
  };
  for (const input of inputs) walk(input);
  return files.sort();
}

/** One hash over the inputs' paths and contents: a renamed, added or removed file changes it. */
export function hashBuildInputs(root: string, files: readonly string[]): string {
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(file);
    hash.update('\0');
    hash.update(
      createHash('sha256')
        .update(readFileSync(path.join(root, file)))
        .digest(),
    );
  }
  return hash.digest('hex');
}

export type BuildDecision = { rebuild: false; reason: string } | { rebuild: true; reason: string };

/**
 * Whether to build: yes when there is no complete previous build, no recorded hash, or the
 * inputs' hash differs from it. `changedSince` names files modified after the last build, to
 * say why.
 */
export function decideBuild(opts: {
  recordedHash: string | null;
  currentHash: string;
  buildComplete: boolean;
  changedSince: readonly string[];
}): BuildDecision {
  if (!opts.buildComplete) return { rebuild: true, reason: 'no complete previous build in dist/' };
  if (opts.recordedHash === null)
    return { rebuild: true, reason: 'the last build recorded no input hash' };
  if (opts.recordedHash === opts.currentHash) {
    return { rebuild: false, reason: 'sources unchanged since the last build' };
  }
  const shown = opts.changedSince.slice(0, 3).join(', ');
  const more = opts.changedSince.length > 3 ? ` and ${opts.changedSince.length - 3} more` : '';
  return {
    rebuild: true,
    reason:
      opts.changedSince.length > 0
        ? `sources changed since the last build: ${shown}${more}`
        : 'sources changed since the last build (a file was removed, renamed or restored)',
  };
}

/**
 * `npm start`'s build step: runs `vite build` only when the build's inputs changed since the last
 * successful build (their hash is kept in dist/.build-hash, written after the build succeeded),
 * and says whether it rebuilt and why. CI and `npm run build` always build fresh.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { decideBuild, hashBuildInputs, listBuildInputs } from './build/build-inputs.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const hashFile = path.join(dist, '.build-hash');

const started = performance.now();
const files = listBuildInputs(root);
const currentHash = hashBuildInputs(root, files);
const buildComplete = ['index.html', 'sw.js'].every((f) => existsSync(path.join(dist, f)));
const recorded = existsSync(hashFile) ? readFileSync(hashFile, 'utf8').trim() : null;
const builtAt = recorded === null ? 0 : statSync(hashFile).mtimeMs;
const changedSince =
  recorded === null ? [] : files.filter((f) => statSync(path.join(root, f)).mtimeMs > builtAt);
const decision = decideBuild({ recordedHash: recorded, currentHash, buildComplete, changedSince });
const checkMs = Math.round(performance.now() - started);

if (!decision.rebuild) {
  console.log(
    `build: skipped, ${decision.reason} (${files.length} files checked in ${checkMs} ms)`,
  );
} else {
  console.log(`build: rebuilding, ${decision.reason}`);
  const buildStarted = performance.now();
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error(`build: failed (exit ${result.status}); dist/ keeps no input hash`);
    process.exit(result.status ?? 1);
  }
  // Written only now: an interrupted or failed build leaves no hash, so the next start builds.
  writeFileSync(hashFile, `${currentHash}\n`);
  const seconds = ((performance.now() - buildStarted) / 1000).toFixed(1);
  console.log(`build: done in ${seconds} s`);
}

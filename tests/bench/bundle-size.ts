/**
 * Sign-in page weight: the gzip size of the JavaScript a browser loads for /PortalPRO/login
 * (the entry module and its static imports), against all of the app's JavaScript in the same build.
 * Target: entry ≤ 170 kB gzip. Prints figures; never fails.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve('dist');
const kb = (n: number) => (n / 1024).toFixed(1);
const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const refs = [...html.matchAll(/(?:src|href)="\/PortalPRO\/([^"]+\.js)"/g)].map((m) => m[1]!);

// Follow static imports of each entry chunk (Rolldown emits `import ... from "./x.js"`).
const seen = new Set<string>();
const queue = [...refs];
while (queue.length) {
  const rel = queue.shift()!;
  if (seen.has(rel)) continue;
  seen.add(rel);
  const src = readFileSync(path.join(dist, rel), 'utf8');
  for (const m of src.matchAll(
    /(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g,
  )) {
    queue.push(path.posix.join(path.posix.dirname(rel), m[1]!));
  }
}

function allJs(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return allJs(full);
    return name.endsWith('.js') ? [full] : [];
  });
}

const entry = [...seen]
  .map((rel) => ({ rel, gzip: gz(path.join(dist, rel)) }))
  .sort((a, b) => b.gzip - a.gzip);
const entryTotal = entry.reduce((s, c) => s + c.gzip, 0);
const appTotal = allJs(path.join(dist, 'assets')).reduce((s, f) => s + gz(f), 0);

console.log('Sign-in page JavaScript (gzip):');
for (const c of entry) console.log(`  ${kb(c.gzip).padStart(7)} kB  ${c.rel}`);
console.log(`  entry total: ${kb(entryTotal)} kB (target ≤ 170 kB)`);
console.log(
  `  all app JavaScript: ${kb(appTotal)} kB; entry share ${((entryTotal / appTotal) * 100).toFixed(0)} %`,
);

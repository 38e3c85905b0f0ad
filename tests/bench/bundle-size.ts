/**
 * Sign-in page weight: the gzip size of the JavaScript a browser loads for /PortalPRO/login
 * (the entry module and its static imports), against all of the app's JavaScript in the same build,
 * then what the router fetches for /login after the entry (the route's chunk and its imports).
 * Target: entry ≤ 170 kB gzip. Prints figures, largest chunks first; never fails.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { figure } from './figure';

const dist = path.resolve('dist');
const kb = (n: number) => (n / 1024).toFixed(1);
const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const refs = [...html.matchAll(/(?:src|href)="\/PortalPRO\/([^"]+\.js)"/g)].map((m) => m[1]!);

const STATIC_IMPORT = /(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g;
const staticImports = (rel: string) =>
  [...readFileSync(path.join(dist, rel), 'utf8').matchAll(STATIC_IMPORT)].map((m) =>
    path.posix.join(path.posix.dirname(rel), m[1]!),
  );

/** The chunks `roots` load before running: themselves and their static imports, transitively. */
function closure(roots: string[], skip: ReadonlySet<string> = new Set()): Set<string> {
  const found = new Set<string>();
  const queue = [...roots];
  while (queue.length) {
    const rel = queue.shift()!;
    if (found.has(rel) || skip.has(rel)) continue;
    found.add(rel);
    queue.push(...staticImports(rel));
  }
  return found;
}

const seen = closure(refs);

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

// The /login route's component chunk: the `login-*.js` chunk that imports others (the English
// login texts are a `login-*.js` chunk too, with no imports).
const routeChunk = readdirSync(path.join(dist, 'assets'))
  .filter((n) => /^login-[\w-]+\.js$/.test(n))
  .map((n) => `assets/${n}`)
  .find((rel) => staticImports(rel).length > 0);
const route = routeChunk
  ? [...closure([routeChunk], seen)]
      .map((rel) => ({ rel, gzip: gz(path.join(dist, rel)) }))
      .sort((a, b) => b.gzip - a.gzip)
  : [];
const routeTotal = route.reduce((s, c) => s + c.gzip, 0);

/** The largest chunks one by one, the small ones summed: a regression shows at the top. */
function printChunks(chunks: { rel: string; gzip: number }[], shown = 12): void {
  for (const c of chunks.slice(0, shown)) console.log(`  ${kb(c.gzip).padStart(7)} kB  ${c.rel}`);
  const rest = chunks.slice(shown);
  if (rest.length)
    console.log(
      `  ${kb(rest.reduce((s, c) => s + c.gzip, 0)).padStart(7)} kB  ${rest.length} smaller chunks`,
    );
}

console.log('Sign-in page JavaScript (gzip), entry and its static imports, largest first:');
printChunks(entry);
console.log(`  entry total: ${kb(entryTotal)} kB in ${entry.length} chunks (target ≤ 170 kB)`);
console.log('Then the /login route (fetched by the router after the entry):');
printChunks(route, 6);
console.log(
  `  route total: ${kb(routeTotal)} kB; sign-in page in all: ${kb(entryTotal + routeTotal)} kB`,
);
console.log(
  `  all app JavaScript: ${kb(appTotal)} kB; entry share ${((entryTotal / appTotal) * 100).toFixed(0)} %`,
);
figure(
  'sign-in page JavaScript (gzip): entry / with the /login route',
  `${kb(entryTotal)} kB / ${kb(entryTotal + routeTotal)} kB`,
  'entry ≤ 170 kB',
);

/**
 * A lessor's pages: what a signed-in lessor's first visit to each page fetches beyond the entry and
 * the signed-in shell (the `_authed` route's chunk and its imports), gzip. Shared chunks count on
 * every page that needs them, so each figure is that page alone. The CFDI engine and the
 * certificate code must stay out of the entry: they load when an XML is chosen.
 */
const assets = readdirSync(path.join(dist, 'assets'));
/** A route's chunks (its loader and its component may be apart): `name-<hash>.js`. */
const chunksNamed = (name: string) =>
  assets
    .filter((n) => n.startsWith(`${name}-`) && /^-[\w-]{8}\.js$/.test(n.slice(name.length)))
    .map((n) => `assets/${n}`);
const shell = closure(chunksNamed('_authed'), seen);
const signedIn = new Set([...seen, ...shell]);
const LESSOR_PAGES = [
  'arrendador_arrendamiento',
  'arrendador_arrendamiento_ajustes',
  'arrendador_mantenimiento_fijo',
  'arrendador_arrendamiento_consolidado',
  'arrendador_arrendamiento_pago_anticip',
  'arrendador_mantenimiento_variable',
  'arrendador_facturas_pendientes',
  'arrendador_factura_electronica',
  'arrendador_factura_no_electronica',
  'arrendador_estado_cuenta',
];
const pageWeights = LESSOR_PAGES.flatMap((name) => {
  const chunks = chunksNamed(name);
  if (chunks.length === 0) return [];
  const total = [...closure(chunks, signedIn)].reduce((s, rel) => s + gz(path.join(dist, rel)), 0);
  return [{ name, total }];
});
console.log("A lessor's pages, first visit after sign-in (gzip beyond the entry and the shell):");
for (const p of pageWeights) console.log(`  ${kb(p.total).padStart(7)} kB  /${p.name}`);
// Distinctive texts of the CFDI engine (its namespace) and of the certificate reader (the object
// identifier the SAT's certificates carry the RFC under): neither may be in the sign-in entry.
const entryText = [...seen].map((rel) => readFileSync(path.join(dist, rel), 'utf8')).join('\n');
const cfdiInEntry = entryText.includes('http://www.sat.gob.mx/cfd/4');
const certInEntry = entryText.includes('2.5.4.45');
console.log(
  `  CFDI engine in the sign-in entry: ${cfdiInEntry ? 'YES' : 'no'}; certificate code: ${certInEntry ? 'YES' : 'no'}`,
);
if (pageWeights.length) {
  const largest = pageWeights.reduce((a, b) => (b.total > a.total ? b : a));
  const median = [...pageWeights].sort((a, b) => a.total - b.total)[
    Math.floor(pageWeights.length / 2)
  ]!;
  figure(
    "a lessor's pages: JavaScript of a first visit after sign-in (gzip), median page / largest",
    `${kb(median.total)} kB / ${kb(largest.total)} kB (/${largest.name}); CFDI engine and certificate code ${cfdiInEntry || certInEntry ? 'IN' : 'not in'} the sign-in entry`,
  );
}

#!/usr/bin/env node
// npm run bench: builds the PWA, then runs every benchmark under tests/bench/: the sign-in page's
// weight, Lighthouse on the sign-in page, CFDI parsing and validation, the offline work, the
// inventory export to Excel, user administration over 20,000 users, the lessor invoice send and
// the account statement of 5,000 items, a supplier's pending receipts over 10,000 lines, their
// table's first render of 2,000 lines in Chromium, and the
// send of invoices of receipts, the SAT re-check over 50,000 registered invoices, and the
// session API under load and during a sign-in flood on PGlite and on a real PostgreSQL server (BENCH_DATABASE_URL,
// or a throwaway local cluster when PostgreSQL is installed). Each prints its figures; none of
// them fails on a noisy machine.
//
// Benches mark the figures the README shows with tests/bench/figure.ts; they are gathered into one
// table printed at the end. `npm run bench -- --readme` also writes that table, with the date and
// the commit, between the README's figure markers, so its figures always come from one run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const FIGURE = '::figure:: ';
/** @type {{ what: string; value: string; target: string }[]} */
const figures = [];

function step(label, cmd, args) {
  console.log(`\n### ${label}`);
  const r = spawnSync(cmd, args, {
    stdio: ['inherit', 'pipe', 'inherit'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  for (const line of (r.stdout ?? '').split('\n')) {
    if (line.startsWith(FIGURE)) figures.push(JSON.parse(line.slice(FIGURE.length)));
    else if (line !== '') console.log(line);
  }
  if (r.status !== 0) console.log(`(${label} did not complete: exit ${r.status})`);
}

/** The figures as the README's Markdown table (Prettier aligns it when written). */
function figuresTable() {
  const cell = (s) => s.replaceAll('|', '\\|');
  return [
    '| what | figure | target |',
    '| --- | --- | --- |',
    ...figures.map((f) => `| ${cell(f.what)} | ${cell(f.value)} | ${cell(f.target)} |`),
  ].join('\n');
}

/** Writes `body(intro)` between the README's `<!-- <marker>:begin -->` and `:end` comments. */
function writeReadme(marker = 'figures', body = (intro) => `${intro}\n\n${figuresTable()}`) {
  const begin = `<!-- ${marker}:begin -->`;
  const end = `<!-- ${marker}:end -->`;
  const readme = readFileSync('README.md', 'utf8');
  const from = readme.indexOf(begin);
  const to = readme.indexOf(end);
  if (from < 0 || to < from) {
    console.log('README.md has no figure markers; nothing written');
    return;
  }
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
    encoding: 'utf8',
  }).stdout.trim();
  const dirty = spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], {
    encoding: 'utf8',
  }).stdout.trim();
  const when = new Date().toISOString().slice(0, 10);
  const cores = os.availableParallelism();
  const intro = `Measured by \`npm run bench -- --readme\` on ${when}, commit ${commit}${dirty ? ' with local changes' : ''}, on a ${cores}-core machine:`;
  const block = `${begin}\n\n${body(intro)}\n\n${end}`;
  writeFileSync('README.md', readme.slice(0, from) + block + readme.slice(to + end.length));
  spawnSync('npx', ['prettier', '--write', 'README.md'], { stdio: 'ignore' });
  console.log('README.md: figures table written');
}

/** Starts a throwaway PostgreSQL cluster (as user postgres) and answers its URL and a stop(). */
function throwawayPostgres() {
  const versions = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql').sort()
    : [];
  const bin = versions.length ? `/usr/lib/postgresql/${versions.at(-1)}/bin` : null;
  if (!bin || !existsSync(`${bin}/initdb`) || process.getuid?.() !== 0) return null;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portalpro-bench-pg-'));
  const port = 55433;
  const asPostgres = (command) =>
    spawnSync('su', ['postgres', '-c', command], { stdio: 'ignore' }).status === 0;
  spawnSync('chown', ['postgres:postgres', dir]);
  const ok =
    asPostgres(
      `${bin}/initdb -D ${dir}/data -A trust -U postgres --no-sync -E UTF8 --locale=C.UTF-8`,
    ) &&
    asPostgres(
      `${bin}/pg_ctl -D ${dir}/data -o '-p ${port} -k ${dir} -c listen_addresses=127.0.0.1' -l ${dir}/log -w start`,
    );
  const stop = () => {
    asPostgres(`${bin}/pg_ctl -D ${dir}/data -m fast -w stop`);
    rmSync(dir, { recursive: true, force: true });
  };
  if (!ok) {
    stop();
    return null;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}

// `--large`: only the list and search calls at production volume (docs/large-volume.md), on
// BENCH_DATABASE_URL's server or a throwaway cluster; LARGE_SCALE scales the data set.
if (process.argv.includes('--large')) {
  const tableFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'portalpro-large-')), 'table.md');
  process.env.LARGE_TABLE_FILE = tableFile;
  const server = process.env.BENCH_DATABASE_URL ?? null;
  const cluster = server ? null : throwawayPostgres();
  const where = server ?? cluster?.url;
  if (where) {
    try {
      step(
        'Production volume on PostgreSQL: every list and search call, demo vs bulk data',
        'nice',
        ['-n', '10', 'npx', 'tsx', 'tests/bench/large-volume.bench.ts', '--pg', where],
      );
    } finally {
      cluster?.stop();
    }
  } else {
    console.log(
      '\n### Production volume: skipped (set BENCH_DATABASE_URL, or install postgresql and run as root)',
    );
  }
  console.log('\n### Figures');
  console.log(figuresTable());
  // The large run's own block of the README (the rest of the figures stay as they were measured).
  if (process.argv.includes('--readme') && existsSync(tableFile))
    writeReadme(
      'large',
      (intro) =>
        `${intro.replace('Measured by `npm run bench -- --readme`', 'Measured by `npm run bench -- --large --readme`')}\n\n${figuresTable()}\n\n` +
        `<details><summary>Every call, demo data and production volume (ms)</summary>\n\n${readFileSync(tableFile, 'utf8')}\n\n</details>`,
    );
  process.exit(0);
}

step('build', 'npx', ['vite', 'build', '--logLevel', 'warn']);
step('sign-in page weight', 'npx', ['tsx', 'tests/bench/bundle-size.ts']);
step('Start-up: build check, first and second server start', 'npx', [
  'tsx',
  'tests/bench/start.bench.ts',
]);
step('What a device downloads: precache and a lessor phone', 'npx', [
  'tsx',
  'tests/bench/precache.ts',
]);
step('Lighthouse', 'npx', ['tsx', 'tests/bench/lighthouse.ts']);
step('CFDI: parse and validate', 'npx', ['tsx', 'tests/bench/cfdi.bench.ts']);
step('Offline: edits, cached order, drain, photo compression', 'sh', [
  '-c',
  'npx tsx tests/bench/offline.bench.ts; npx tsx tests/bench/photo-compression.bench.ts; npx tsx tests/bench/offline-order.bench.ts',
]);
step('Synced review edits vs bare UPDATEs', 'npx', ['tsx', 'tests/bench/review-edit.bench.ts']);
step('Orders list: API time and the render of 200 orders', 'npx', [
  'tsx',
  'tests/bench/orders-list.bench.ts',
]);
step('Inventory export to Excel: 200 antennas', 'npx', ['tsx', 'tests/bench/excel.bench.ts']);
step('Lessor electronic invoice: choosing the XML to every validation settled', 'npx', [
  'tsx',
  'tests/bench/lessor-invoice.bench.ts',
]);
step('User administration over 20,000 users', 'npx', ['tsx', 'tests/bench/users.bench.ts']);
step('Lessor invoicing on PGlite: invoice send, one after another', 'npx', [
  'tsx',
  'tests/bench/invoice-send.bench.ts',
]);
step('Lessor invoicing on PGlite: account statement of 5,000 items', 'npx', [
  'tsx',
  'tests/bench/statement.bench.ts',
]);
step('Supplier invoicing on PGlite: pending receipts of 10,000 lines', 'npx', [
  'tsx',
  'tests/bench/supplier-receipts.bench.ts',
]);
step('Supplier receipts table in Chromium: first render of 2,000 lines', 'npx', [
  'tsx',
  'tests/bench/receipts-table.bench.ts',
]);
step('SAT re-check on PGlite: one pass over 50,000 registered invoices', 'npx', [
  'tsx',
  'tests/bench/sat-recheck.bench.ts',
]);
step('Supplier invoicing on PGlite: invoice of receipts send, one after another', 'npx', [
  'tsx',
  'tests/bench/supplier-invoice-send.bench.ts',
]);
step('Payments on PGlite: pending payments of 2,000 items', 'npx', [
  'tsx',
  'tests/bench/pending-payments.bench.ts',
]);
step('API on PGlite: session refresh and login', 'npx', [
  'tsx',
  'tests/bench/session.bench.ts',
  '--pglite',
]);

step('API on PGlite: api/session 11 during 200 concurrent sign-ins', 'npx', [
  'tsx',
  'tests/bench/sign-in-flood.bench.ts',
]);
step('Six concurrent 20 MB downloads', 'npx', ['tsx', 'tests/bench/file-downloads.bench.ts']);

const given = process.env.BENCH_DATABASE_URL;
const local = given ? null : throwawayPostgres();
const url = given ?? local?.url;
if (url) {
  try {
    step('API on PostgreSQL: session refresh and login', 'npx', [
      'tsx',
      'tests/bench/session.bench.ts',
      '--pg',
      url,
    ]);
    step('API on PostgreSQL: api/session 11 during 200 concurrent sign-ins', 'npx', [
      'tsx',
      'tests/bench/sign-in-flood.bench.ts',
      '--pg',
      url,
    ]);
    step('Six concurrent 20 MB downloads, on PostgreSQL', 'npx', [
      'tsx',
      'tests/bench/file-downloads.bench.ts',
      '--pg',
      url,
    ]);
    step('Synced review edits vs bare UPDATEs, on PostgreSQL', 'npx', [
      'tsx',
      'tests/bench/review-edit.bench.ts',
      '--pg',
      url,
    ]);
  } finally {
    local?.stop();
  }
} else {
  console.log(
    '\n### API on PostgreSQL: skipped (set BENCH_DATABASE_URL, or install postgresql and run as root)',
  );
}

console.log('\n### Figures');
console.log(figuresTable());
if (process.argv.includes('--readme')) writeReadme();

#!/usr/bin/env node
// npm run bench: builds the PWA, then runs every benchmark under tests/bench/ and the API load
// test. Each prints its figures (medians, p95, ratios); none of them fails on a noisy machine.
import { spawnSync } from 'node:child_process';

const steps = [
  ['build', 'npx', ['vite', 'build', '--logLevel', 'warn']],
  ['sign-in page weight', 'npx', ['tsx', 'tests/bench/bundle-size.ts']],
  ['Lighthouse', 'npx', ['tsx', 'tests/bench/lighthouse.ts']],
  [
    'API: session refresh and login (PGlite, and PostgreSQL when BENCH_DATABASE_URL is set)',
    'npx',
    ['tsx', 'tests/bench/session.bench.ts'],
  ],
];
for (const [label, cmd, args] of steps) {
  console.log(`\n### ${label}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (r.status !== 0) console.log(`(${label} did not complete: exit ${r.status})`);
}

/**
 * CFDI engine benchmark (npx tsx tests/bench/cfdi.bench.ts): parse + validate a generated
 * 1,000-concept CFDI (median ms, target ≤ 20) and a typical ~5 kB one (per second, target ≥ 2,000),
 * each also as a ratio to a bare XMLParser.parse of the same text in the same run (target ≤ 2×).
 * Prints its figures; never fails.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { generateCfdi } from '../../src/domain/cfdi/testing/generate';
import { validateCfdi } from '../../src/domain/cfdi/validate';

const today = '2026-11-21';

function median(fn: () => void, runs: number): number {
  for (let i = 0; i < Math.min(20, runs); i++) fn(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

function perSecond(fn: () => void, ms = 1_000): number {
  for (let i = 0; i < 200; i++) fn();
  let n = 0;
  const start = performance.now();
  while (performance.now() - start < ms) {
    fn();
    n++;
  }
  return (n * 1_000) / (performance.now() - start);
}

const bare = new XMLParser();
const bareAttrs = new XMLParser({ ignoreAttributes: false });

const big = generateCfdi({ concepts: 1_000, withholdings: true, discount: true });
let typical = generateCfdi({ concepts: 1 });
for (let n = 2; new TextEncoder().encode(typical).length < 5_000; n++)
  typical = generateCfdi({ concepts: n });
if (!validateCfdi(big, { today }).valid || !validateCfdi(typical, { today }).valid) {
  console.log('(generated documents did not validate; figures below are meaningless)');
}

const fmt = (n: number, d = 2): string => n.toFixed(d);
console.log(
  `\n### CFDI engine (${big.length.toLocaleString('en')} B with 1,000 concepts; ${typical.length.toLocaleString('en')} B typical)`,
);

const bigEngine = median(() => validateCfdi(big, { today }), 60);
const bigBare = median(() => bare.parse(big), 60);
const bigBareAttrs = median(() => bareAttrs.parse(big), 60);
const bigValidator = median(() => XMLValidator.validate(big), 60);
console.log(`1,000 concepts: median ${fmt(bigEngine)} ms (target ≤ 20 ms)`);
console.log(
  `  bare XMLParser.parse ${fmt(bigBare)} ms -> ratio ${fmt(bigEngine / bigBare)}× (target ≤ 2×)`,
);
console.log(
  `  bare parse with attributes ${fmt(bigBareAttrs)} ms -> ratio ${fmt(bigEngine / bigBareAttrs)}×`,
);
console.log(`  of which XMLValidator.validate alone ${fmt(bigValidator)} ms`);

const smallEngine = perSecond(() => validateCfdi(typical, { today }));
const smallBare = perSecond(() => bare.parse(typical));
const smallBareAttrs = perSecond(() => bareAttrs.parse(typical));
console.log(`typical ~5 kB: ${fmt(smallEngine, 0)} per second (target ≥ 2,000)`);
console.log(
  `  bare XMLParser.parse ${fmt(smallBare, 0)}/s -> ratio ${fmt(smallBare / smallEngine)}× (target ≤ 2×)`,
);
console.log(
  `  bare parse with attributes ${fmt(smallBareAttrs, 0)}/s -> ratio ${fmt(smallBareAttrs / smallEngine)}×`,
);

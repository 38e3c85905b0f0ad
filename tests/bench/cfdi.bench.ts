/**
 * CFDI engine benchmark (npx tsx tests/bench/cfdi.bench.ts): parse + validate a generated
 * 1,000-concept CFDI (median ms, target ≤ 20) and a typical ~5 kB one (per second, target ≥ 2,000),
 * each also as a ratio to a bare XMLParser.parse of the same text in the same run (target ≤ 2×).
 * Both again with the seal verified (validateCfdiWithSeal: cadena original, certificate, WebCrypto;
 * targets ≤ 60 ms and ≥ 3,000 per second), measured alternately with the checks alone; and the
 * typical one with everything the server verifies of its seals besides (the certificate's chain to
 * a trusted authority, its kind and name, the stamp's SelloSAT with the certifier's certificate;
 * target ≥ 2,000 per second), beside the seal alone in the same run.
 *
 * It also prints the floor the engine cannot go below: the XML 1.0 well-formedness check plus the
 * parse with the options the engine needs (attributes, untrimmed values, ordered output, as
 * docs/stack.md mandates), measured in the same run; and the engine's ratio to that floor.
 *
 * And each well-formedness checker alone on the same documents: the engine's linear scanner
 * (well-formed.ts), saxes (a conformant XML 1.0 + namespaces parser, the alternative measured),
 * and fast-xml-parser's XMLValidator (the one used before, which is not conformant).
 * Prints its figures; never fails.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { MAX_DEPTH, PARSER_OPTIONS } from '../../src/domain/cfdi/secure-parse';
import { generateCfdi } from '../../src/domain/cfdi/testing/generate';
import { saxesWellFormed } from '../../src/domain/cfdi/testing/saxes-checker';
import { validateCfdi, validateCfdiWithSeal } from '../../src/domain/cfdi/validate';
import { checkWellFormed } from '../../src/domain/cfdi/well-formed';
import { testTrust } from '../../src/domain/cfdi/testing/test-certifier';
import { figure } from './figure';

const today = '2026-11-21';

/** A function to time: synchronous, or asynchronous (awaited, so its whole work is counted). */
type Timed = () => unknown;
const settle = async (result: unknown): Promise<void> => {
  if (result instanceof Promise) await result;
};

/**
 * Median ms of each function, run in turn (one of each per round) so that a machine shared with
 * other work slows them all alike and their ratios stay meaningful.
 */
async function medians(fns: readonly Timed[], runs: number): Promise<number[]> {
  for (let i = 0; i < Math.min(20, runs); i++) for (const fn of fns) await settle(fn()); // warm-up
  const times = fns.map((): number[] => []);
  for (let i = 0; i < runs; i++) {
    for (const [k, fn] of fns.entries()) {
      const t = performance.now();
      await settle(fn());
      times[k]?.push(performance.now() - t);
    }
  }
  return times.map((t) => {
    t.sort((a, b) => a - b);
    return t[Math.floor(t.length / 2)] ?? 0;
  });
}

/**
 * Calls per second of each function, in alternating slices of 100 ms (see medians). Asynchronous
 * ones are awaited one at a time: the figure is one stream's, not several in flight.
 */
async function perSecond(fns: readonly Timed[], ms = 3_000): Promise<number[]> {
  // Warm-up by time, so the optimizing compiler has finished with each before it is measured.
  for (const fn of fns) {
    const start = performance.now();
    while (performance.now() - start < 500) await settle(fn());
  }
  const counts = fns.map(() => 0);
  const spent = fns.map(() => 0);
  for (let slice = 0; slice < ms / 100; slice++) {
    for (const [k, fn] of fns.entries()) {
      const start = performance.now();
      let n = 0;
      while (performance.now() - start < 100 / fns.length) {
        const result = fn();
        if (result instanceof Promise) await result;
        n++;
      }
      counts[k] = (counts[k] ?? 0) + n;
      spent[k] = (spent[k] ?? 0) + performance.now() - start;
    }
  }
  return counts.map((n, k) => (n * 1_000) / (spent[k] ?? 1));
}

const bare = new XMLParser();
const engineParser = new XMLParser(PARSER_OPTIONS);
/** What any engine on the mandated parser must do: check well-formedness, then parse. */
const floor = (text: string) => (): void => {
  checkWellFormed(text, MAX_DEPTH);
  engineParser.parse(text);
};
/** The three well-formedness checkers, each on its own. */
const checkers = (text: string): (() => void)[] => [
  () => checkWellFormed(text, MAX_DEPTH),
  () => saxesWellFormed(text),
  () => XMLValidator.validate(text, { allowBooleanAttributes: false }),
];

const big = generateCfdi({ concepts: 1_000, withholdings: true, discount: true });
let typical = generateCfdi({ concepts: 1 });
for (let n = 2; new TextEncoder().encode(typical).length < 5_000; n++)
  typical = generateCfdi({ concepts: n });
const checkValid = async (doc: string): Promise<void> => {
  if (!(await validateCfdiWithSeal(doc, { today })).valid)
    console.log('(the generated document did not validate; its figures are meaningless)');
};
/**
 * The typical document with its Certificado written 80 ways (white space the decoder ignores), so
 * that each call reads a certificate it has not cached: the first file of each issuer.
 */
const uncached = Array.from({ length: 80 }, (_, i) =>
  typical.replace(' Certificado="', ` Certificado="${' '.repeat(i + 1)}`),
);
let nextUncached = 0;

const fmt = (n: number, d = 2): string => n.toFixed(d);
console.log(
  `\n### CFDI engine (${big.length.toLocaleString('en')} B with 1,000 concepts; ${typical.length.toLocaleString('en')} B typical)`,
);

// The typical document first, in a fresh process: a run over the 1,000-concept document leaves
// the engine (and the bare parser alike) about a third slower on small ones afterwards.
await checkValid(typical);
/** Files checked at a time when a server receives several: WebCrypto's thread hand-offs overlap. */
const IN_FLIGHT = 4;
const trust = await testTrust();
if (
  (await validateCfdiWithSeal(typical, { today, trust })).checks.some((c) => c.status === 'error')
)
  console.log('(the trust checks refused the generated document; its figure is meaningless)');
const [
  smallEngine = 0,
  smallBare = 0,
  smallFloor = 0,
  smallSealed = 0,
  smallCold = 0,
  smallMany = 0,
  smallTrusted = 0,
] = await perSecond([
  () => validateCfdi(typical, { today }),
  () => bare.parse(typical),
  floor(typical),
  () => validateCfdiWithSeal(typical, { today }),
  () => validateCfdiWithSeal(uncached[nextUncached++ % uncached.length] ?? typical, { today }),
  () =>
    Promise.all(Array.from({ length: IN_FLIGHT }, () => validateCfdiWithSeal(typical, { today }))),
  () => validateCfdiWithSeal(typical, { today, trust }),
]);
console.log(`typical ~5 kB: ${fmt(smallEngine, 0)} per second (target ≥ 2,000)`);
console.log(
  `  with the seal verified: ${fmt(smallSealed, 0)} per second (target ≥ 3,000); the seal adds ${fmt(1_000 / smallSealed - 1_000 / smallEngine, 3)} ms`,
);
console.log(
  `  with the seal, the certificate chain and the stamp verified: ${fmt(smallTrusted, 0)} per second (target ≥ 2,000); they add ${fmt(1_000 / smallTrusted - 1_000 / smallSealed, 3)} ms to the seal`,
);
console.log(
  `  with the seal, ${IN_FLIGHT} files at a time (a server's uploads): ${fmt(smallMany * IN_FLIGHT, 0)} per second`,
);
console.log(
  `  with the seal, the certificate read afresh each time (an issuer's first file): ${fmt(smallCold, 0)} per second`,
);
console.log(
  `  bare XMLParser.parse ${fmt(smallBare, 0)}/s -> ratio ${fmt(smallBare / smallEngine)}× (target ≤ 2×)`,
);
console.log(
  `  floor (well-formedness check + parse with the engine's options) ${fmt(smallFloor, 0)}/s -> engine / floor ${fmt(smallFloor / smallEngine)}×`,
);
const [smallScanner = 0, smallSaxes = 0, smallFxp = 0] = await perSecond(checkers(typical));
console.log(
  `  well-formedness alone: scanner ${fmt(smallScanner, 0)}/s, saxes ${fmt(smallSaxes, 0)}/s, XMLValidator (before) ${fmt(smallFxp, 0)}/s`,
);

await checkValid(big);
const [
  bigEngine = 0,
  bigBare = 0,
  bigScanner = 0,
  bigSaxes = 0,
  bigFxp = 0,
  bigParse = 0,
  bigFloor = 0,
  bigSealed = 0,
] = await medians(
  [
    () => validateCfdi(big, { today }),
    () => bare.parse(big),
    ...checkers(big),
    () => engineParser.parse(big),
    floor(big),
    () => validateCfdiWithSeal(big, { today }),
  ],
  60,
);
console.log(`1,000 concepts: median ${fmt(bigEngine)} ms (target ≤ 20 ms)`);
console.log(
  `  with the seal verified: median ${fmt(bigSealed)} ms (target ≤ 60 ms); the seal adds ${fmt(bigSealed - bigEngine)} ms`,
);
console.log(
  `  bare XMLParser.parse ${fmt(bigBare)} ms -> ratio ${fmt(bigEngine / bigBare)}× (target ≤ 2×)`,
);
console.log(
  `  floor: well-formedness scanner ${fmt(bigScanner)} ms + parse with the engine's options ${fmt(bigParse)} ms = ${fmt(bigFloor)} ms measured together`,
);
console.log(
  `  well-formedness alone: scanner ${fmt(bigScanner)} ms, saxes ${fmt(bigSaxes)} ms, XMLValidator (before) ${fmt(bigFxp)} ms`,
);
console.log(
  `  engine / floor ${fmt(bigEngine / bigFloor)}× (everything the engine adds: ${fmt(bigEngine - bigFloor)} ms)${bigFloor > 20 ? '; the 20 ms target is below the floor on this machine' : ''}`,
);
figure(
  'CFDI parse + validate, 1,000 concepts / typical 5 kB',
  `${fmt(bigEngine, 0)} ms (well-formedness + parser alone ${fmt(bigFloor, 0)} ms) / ${fmt(smallEngine, 0)} per s`,
  '≤ 20 ms / ≥ 2,000 per s',
);
figure(
  'CFDI with the seal verified, 1,000 concepts / typical 5 kB',
  `${fmt(bigSealed, 0)} ms / ${fmt(smallSealed, 0)} per s`,
  '≤ 60 ms / ≥ 3,000 per s',
);
figure(
  'CFDI with the seal, certificate chain and stamp verified, typical 5 kB (the seal alone, same run)',
  `${fmt(smallTrusted, 0)} per s (${fmt(smallSealed, 0)} per s)`,
  '≥ 2,000 per s',
);

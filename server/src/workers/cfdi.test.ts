import { afterAll, describe, expect, it } from 'vitest';
import { evaluateCfdiWithSat, type SatChecker } from '../../../src/domain/cfdi';
import { generateCfdi } from '../../../src/domain/cfdi/testing/generate';
import { evaluateCfdiOffThread, stampUuidOffThread } from './cfdi';
import { closeWorkerPools } from './pool';

afterAll(() => closeWorkerPools());

const today = '2026-11-21';
/** The tax authority's answers: not on the 69-B list, the rest not asked. */
const sat: SatChecker = async () => ({
  blacklist: { Message: null, consultaOk: 'true', codigo: 0 },
});

describe('CFDI validation in the worker pool', () => {
  it('gives the same verdict as the engine on the event loop, SAT answers included', async () => {
    for (const xml of [
      generateCfdi({ concepts: 3 }),
      generateCfdi({ type: 'P', payments: 2 }),
      '<a/>',
      new TextEncoder().encode(generateCfdi({ discount: true })),
    ]) {
      const here = await evaluateCfdiWithSat(xml, { today, sat });
      expect(await evaluateCfdiOffThread(xml, { today, sat })).toEqual(here);
    }
  });

  it('reads the stamp UUID, and null from what cannot be read', async () => {
    const xml = generateCfdi();
    const uuid = /UUID="([^"]+)"/.exec(xml)?.[1];
    expect(await stampUuidOffThread(xml)).toBe(uuid);
    const hostile = xml.replace(
      '<cfdi:Comprobante ',
      `<cfdi:Comprobante${Array.from({ length: 100_000 }, (_, i) => ` a${i}="1"`).join('')} `,
    );
    expect(await stampUuidOffThread(hostile)).toBeNull();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CfdiData } from '../../../../src/domain/cfdi/extract';
import { generateCfdi } from '../../../../src/domain/cfdi/testing/generate';
import { evaluateCfdi, withCatalogueAnswers } from '../../../../src/domain/cfdi/validate';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { replaceCatalogue, type CatalogueRow } from './catalogue-import';
import { catalogueAnswersFor } from './catalogue-lookup';

const row = (
  key: string,
  validFrom = '2022-01-01',
  validTo: string | null = null,
): CatalogueRow => ({
  key,
  description: '',
  data: {},
  validFrom,
  validTo,
});

/** A generated invoice: product key 80131500 on every concept, postal codes 06600 and 06600. */
const xml = generateCfdi({ concepts: 2, seal: false, fecha: '2026-03-10T10:00:00' });
const evaluation = evaluateCfdi(xml, { today: '2026-03-15' });
const data = evaluation.data as CfdiData;
const withKeys = (changes: Partial<CfdiData>): CfdiData => ({ ...data, ...changes });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('catalogueAnswersFor', () => {
  it('says a catalogue never imported is not loaded', async () => {
    expect(await catalogueAnswersFor(t.handle.db, data)).toEqual({
      productKeys: { loaded: false, unknown: [] },
      postalCodes: { loaded: false, unknown: [] },
    });
  });

  it('names the keys the loaded catalogues lack or hold out of force on the voucher’s date', async () => {
    await replaceCatalogue(
      t.handle.db,
      'c_ClaveProdServ',
      [row('80131500'), row('72101507'), row('84111506', '2022-01-01', '2025-12-31')],
      'test',
    );
    await replaceCatalogue(
      t.handle.db,
      'c_CodigoPostal',
      [row('06600'), row('99000', '2026-06-01')],
      'test',
    );
    const cases: [Partial<CfdiData>, string[], string[]][] = [
      [{}, [], []],
      [{ xmlClaveProdServ: ['80131500', '10101010', '10101010'] }, ['10101010'], []],
      // Ended before the voucher's date / not yet in force on it.
      [{ xmlClaveProdServ: ['84111506'] }, ['84111506'], []],
      [{ DomicilioFiscalReceptor: '99000' }, [], ['99000']],
      [{ DomicilioFiscalReceptor: '99000', FechaHoraEmision: '2026-07-01T09:00:00' }, [], []],
      // A start on 2022-01-01 is when the 4.0 catalogue began: a 3.3 voucher of 2021 uses the key.
      [{ FechaHoraEmision: '2021-05-01T09:00:00' }, [], []],
      // The wrong shape is the engine's to report, not asked about.
      [{ xmlClaveProdServ: ['8013150'], LugarExpedicion: '6600' }, [], []],
      [{ LugarExpedicion: '01000', DomicilioFiscalReceptor: null }, [], ['01000']],
    ];
    for (const [changes, products, postal] of cases)
      expect(await catalogueAnswersFor(t.handle.db, withKeys(changes))).toEqual({
        productKeys: { loaded: true, unknown: products },
        postalCodes: { loaded: true, unknown: postal },
      });
  });

  it('gives the engine what it judges the two checks by', async () => {
    const judged = withCatalogueAnswers(evaluation, await catalogueAnswersFor(t.handle.db, data));
    const status = (id: string) => judged.outcomes.find((o) => o.id === id)?.status;
    expect(status('catalog.claveProdServ')).toBe('success');
    expect(status('catalog.codigoPostal')).toBe('success');
  });
});

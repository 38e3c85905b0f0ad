/**
 * Migration 0027 and the engine's generated module come from the same SAT catalogues
 * (scripts/sat-catalogues.ts): the migrated rows hold, per catalogue, exactly the keys the engine
 * judges by, with the columns and vigencias the SAT publishes.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IMPUESTO,
  REGIMEN_FISCAL,
  SAT_CATALOGUE_KEYS,
  SAT_CATALOGUES,
  SAT_VALIDITY,
  TASA_O_CUOTA,
  USO_CFDI,
} from '../../../src/domain/cfdi/sat-catalogues.generated';
import { createTestApp, type TestApp } from '../testing/test-app';
import { satCatalogueEntries, satCatalogueLoads } from './schema';

let t: TestApp;
let rows: (typeof satCatalogueEntries.$inferSelect)[];

beforeAll(async () => {
  t = await createTestApp();
  rows = await t.handle.db.select().from(satCatalogueEntries);
});
afterAll(() => t.close());

const entry = (catalogue: string, key: string) =>
  rows.find((r) => r.catalogue === catalogue && r.key === key);

describe('the SAT catalogues migration (0027)', () => {
  it.each(SAT_CATALOGUES.map((c) => [c]))('%s: the same keys as the engine’s module', (name) => {
    const migrated = rows.filter((r) => r.catalogue === name).map((r) => r.key);
    expect([...migrated].sort()).toEqual(SAT_CATALOGUE_KEYS[name].split(' ').sort());
  });

  it('brings no other catalogue, and records one load per catalogue with its rows', async () => {
    expect(new Set(rows.map((r) => r.catalogue))).toEqual(new Set(SAT_CATALOGUES));
    const loads = await t.handle.db.select().from(satCatalogueLoads);
    expect(loads.map((l) => l.catalogue).sort()).toEqual([...SAT_CATALOGUES].sort());
    for (const load of loads) {
      expect(load.source).toBe('SAT catálogo CFDI 4.0 (migración)');
      expect(load.rows).toBe(rows.filter((r) => r.catalogue === load.catalogue).length);
    }
  });

  it('keeps the SAT’s other columns by name, a blank int column as null', () => {
    expect(entry('c_UsoCFDI', 'D01')).toMatchObject({
      description: 'Honorarios médicos, dentales y gastos hospitalarios.',
      data: { aplica_fisica: 1, aplica_moral: null },
      validFrom: '2022-01-01',
      validTo: null,
    });
    expect(entry('c_Moneda', 'BHD')?.data).toMatchObject({ decimales: 3 });
    expect(entry('c_Estado', 'CMX')).toMatchObject({ description: 'Ciudad de México' });
    expect(entry('c_Estado', 'CMX')?.data).toMatchObject({ pais: 'MEX' });
  });

  it('agrees with the module on regimes, uses, taxes and the TasaOCuota rules', () => {
    for (const [code, [natural, legal]] of Object.entries(REGIMEN_FISCAL))
      expect(entry('c_RegimenFiscal', code)?.data).toMatchObject({
        aplica_fisica: natural ? 1 : null,
        aplica_moral: legal ? 1 : null,
      });
    for (const [code, use] of Object.entries(USO_CFDI)) {
      const listed = String(entry('c_UsoCFDI', code)?.data['regimenes_fiscales_receptores'] ?? '');
      expect(listed.split(',').map((s) => s.trim())).toEqual(use.regimes);
    }
    for (const [code, tax] of Object.entries(IMPUESTO))
      expect(entry('c_Impuesto', code)).toMatchObject({ description: tax.name });
    for (const rule of TASA_O_CUOTA)
      expect(entry('c_TasaOCuota', rule.key)?.data).toMatchObject({
        impuesto: rule.taxName,
        factor: rule.factor,
        valor: rule.max,
      });
  });

  it('holds the vigencias the engine judges by', async () => {
    for (const [catalogue, keys] of Object.entries(SAT_VALIDITY))
      for (const [key, [from, to]] of Object.entries(keys ?? {}))
        expect(entry(catalogue, key)).toMatchObject({ validFrom: from, validTo: to });
    const [nomina] = await t.handle.db
      .select()
      .from(satCatalogueEntries)
      .where(eq(satCatalogueEntries.key, 'N'));
    expect(nomina?.validFrom).toBeNull();
  });
});

/**
 * The demo companies' fiscal data in the seed: a new database gets it, and one seeded before the
 * companies kept it gets it on the next run, while what an operator recorded since stays as it is.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { companies } from '../schema';
import { COMPANIES } from './catalogue';
import { seedDatabase } from './index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fiscalOf = async (code: string) =>
  (
    await t.handle.db
      .select({ name: companies.fiscalName, postalCode: companies.fiscalPostalCode })
      .from(companies)
      .where(eq(companies.code, code))
  )[0];

describe('the demo companies’ fiscal data', () => {
  it('is seeded: a name with its regime and a five-digit postal code each', async () => {
    for (const c of COMPANIES) {
      expect(await fiscalOf(c.code)).toEqual({
        name: c.fiscalName,
        postalCode: c.fiscalPostalCode,
      });
      expect(c.fiscalName).toMatch(/ SA DE CV$/);
      expect(c.fiscalPostalCode).toMatch(/^\d{5}$/);
    }
  });

  it('fills what is missing on a database seeded before, keeping what was recorded', async () => {
    await t.handle.db
      .update(companies)
      .set({ fiscalName: null, fiscalPostalCode: null })
      .where(eq(companies.code, 'MX10'));
    await t.handle.db
      .update(companies)
      .set({ fiscalName: 'SITIOS DEL NORTE SAPI DE CV', fiscalPostalCode: null })
      .where(eq(companies.code, 'MX20'));
    await seedDatabase(t.handle.db);
    expect(await fiscalOf('MX10')).toEqual({
      name: 'TORRES DE TELECOMUNICACION DE MEXICO SA DE CV',
      postalCode: '06600',
    });
    expect(await fiscalOf('MX20')).toEqual({
      name: 'SITIOS DEL NORTE SAPI DE CV',
      postalCode: '64000',
    });
  });
});

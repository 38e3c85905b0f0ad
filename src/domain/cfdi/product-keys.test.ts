import { describe, expect, it } from 'vitest';
import { portalContext, type PortalContextInput } from './checks/portal/context';
import { productKeys } from './checks/portal/keys';
import { LESSOR_PRODUCT_BY_UNIT } from './checks/portal/rules';
import type { CfdiData } from './extract';
import { LEASE_PRODUCT_KEYS, SUPPLIER_PRODUCT_KEYS } from './product-keys';
import { generateCfdi } from './testing/generate';
import { evaluateCfdi } from './validate';

const base = evaluateCfdi(generateCfdi({ concepts: 1 }), { today: '2026-03-15' }).data as CfdiData;
const PARTIES = { issuerTaxIds: ['EKU9003173C9'], receiverTaxIds: ['H&E951128469'] };

interface Row {
  readonly role: 'lessor' | 'supplier';
  readonly unit?: string;
  readonly key: string;
  readonly ctx?: Partial<PortalContextInput>;
  readonly status: 'success' | 'error';
}

describe('portal.productKeys with the portal lists and a company’s own', () => {
  it.each<[string, Row]>([
    [
      'a lessor’s lease by E48 (the demo’s key)',
      { role: 'lessor', unit: 'E48', key: '80131500', status: 'success' },
    ],
    [
      'a lessor’s land lease by E48',
      { role: 'lessor', unit: 'E48', key: '80131503', status: 'success' },
    ],
    [
      'a maintenance key by E48 is refused to a lessor',
      { role: 'lessor', unit: 'E48', key: '72101507', status: 'error' },
    ],
    [
      'a supplier’s maintenance (the demo’s key)',
      { role: 'supplier', unit: 'E48', key: '72101507', status: 'success' },
    ],
    [
      'a supplier’s electrical equipment (the demo’s key)',
      { role: 'supplier', unit: 'H87', key: '39121000', status: 'success' },
    ],
    [
      'a lease key is outside the supplier list',
      { role: 'supplier', unit: 'E48', key: '80131500', status: 'error' },
    ],
    [
      'a company’s E48 list overrides the portal’s',
      {
        role: 'lessor',
        unit: 'E48',
        key: '72101507',
        ctx: { e48ProductKeys: ['72101507'] },
        status: 'success',
      },
    ],
    [
      'a company’s E48 list replaces the portal’s (its keys only)',
      {
        role: 'lessor',
        unit: 'E48',
        key: '80131500',
        ctx: { e48ProductKeys: ['80131503'] },
        status: 'error',
      },
    ],
    [
      'a company’s supplier list overrides the portal’s',
      {
        role: 'supplier',
        key: '80131500',
        ctx: { supplierProductKeys: ['80131500'] },
        status: 'success',
      },
    ],
    [
      'a company’s supplier list replaces the portal’s (its keys only)',
      {
        role: 'supplier',
        key: '72101507',
        ctx: { supplierProductKeys: ['80131500'] },
        status: 'error',
      },
    ],
    [
      'the lessor table’s other units keep their own keys',
      { role: 'lessor', unit: 'MON', key: '80131801', status: 'success' },
    ],
  ])('%s', (_name, row) => {
    const data: CfdiData = {
      ...base,
      xmlClaveProdServ: [row.key],
      xmlClaveUnidad: [row.unit ?? 'E48'],
    };
    const ctx = portalContext({ role: row.role, ...PARTIES, ...row.ctx });
    expect(productKeys(data, ctx).status).toBe(row.status);
  });
});

describe('the portal lists', () => {
  it.each<[string, readonly string[]]>([
    ['lease', LEASE_PRODUCT_KEYS],
    ['supplier', SUPPLIER_PRODUCT_KEYS],
  ])('the %s list holds distinct 8-digit keys', (_name, list) => {
    expect(list.every((k) => /^\d{8}$/.test(k))).toBe(true);
    expect(new Set(list).size).toBe(list.length);
  });

  it('E48 allows exactly 23 keys for lessors (spec 2 §5), none of them a maintenance', () => {
    expect(LEASE_PRODUCT_KEYS).toHaveLength(23);
    expect(LEASE_PRODUCT_KEYS).not.toContain('72101507');
    expect(LESSOR_PRODUCT_BY_UNIT['E48']).toBe(LEASE_PRODUCT_KEYS);
  });

  it('a supplier may invoice about a hundred keys, the demo’s receipts’ among them', () => {
    expect(SUPPLIER_PRODUCT_KEYS.length).toBeGreaterThanOrEqual(90);
    expect(SUPPLIER_PRODUCT_KEYS.length).toBeLessThanOrEqual(110);
    for (const key of ['72101507', '72101500', '39121000'])
      expect(SUPPLIER_PRODUCT_KEYS).toContain(key);
  });

  it('every key the lessor table gives another unit may also be invoiced by E48', () => {
    const others = Object.entries(LESSOR_PRODUCT_BY_UNIT)
      .filter(([unit]) => unit !== 'E48')
      .flatMap(([, keys]) => keys);
    expect(others.filter((k) => !LEASE_PRODUCT_KEYS.includes(k))).toEqual([]);
  });
});

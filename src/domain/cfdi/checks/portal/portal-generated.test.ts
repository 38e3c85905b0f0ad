import { describe, expect, it } from 'vitest';
import { generateCfdi, type GenerateOptions } from '../../testing/generate';
import { validateCfdi } from '../../validate';
import { PORTAL_IDS } from '.';
import { portalContext, type PortalContextInput } from './context';

const TODAY = '2026-03-15';
const PARTIES = { issuerTaxIds: ['EKU9003173C9'], receiverTaxIds: ['H&E951128469'] };

/** The context a user with this invoice's contract or receipts would have. */
function matching(xml: string, c: Omit<PortalContextInput, 'issuerTaxIds' | 'receiverTaxIds'>) {
  const d = validateCfdi(xml, { today: TODAY }).data;
  if (!d) throw new Error('generator gave an unreadable CFDI');
  const uuids = d.uuidsAsociados;
  return portalContext({
    ...PARTIES,
    currency: d.CodigoMoneda ?? undefined,
    acceptedVersions: ['3.3', '4.0'],
    ...(c.document === 'paymentComplement'
      ? { pendingPayments: uuids.map((UUID) => ({ UUID, GJAHR: '2026', AUGBL: '1500000001' })) }
      : {
          amounts:
            c.role === 'lessor'
              ? {
                  subTotal: d.subTotal ?? '0',
                  impuestos: d.impuestos ?? '0',
                  total: d.total ?? '0',
                  ISR: d.Retenciones.ISR,
                  IVA: d.Retenciones.IVA,
                  cedular: d.Retenciones.cedular,
                }
              : {
                  subTotal: d.subTotal ?? '0',
                  impuestos: d.impuestos ?? '0',
                  retenciones: d.Retenciones.total,
                },
        }),
    ...c,
  });
}

const cases: [
  string,
  GenerateOptions,
  Omit<PortalContextInput, 'issuerTaxIds' | 'receiverTaxIds'>,
][] = [
  ['lessor 4.0', { concepts: 3, withholdings: true, localTaxes: true }, { role: 'lessor' }],
  ['lessor 3.3', { version: '3.3', concepts: 2 }, { role: 'lessor' }],
  // The generated concepts are a site's lease (80131500): a company whose suppliers may invoice it.
  [
    'supplier 4.0',
    { concepts: 5, withholdings: true },
    { role: 'supplier', supplierProductKeys: ['80131500'] },
  ],
  ['variable flow', { concepts: 2 }, { role: 'lessor', variableFlow: true }],
  ['Pagos 2.0', { type: 'P', payments: 2 }, { role: 'supplier', document: 'paymentComplement' }],
  [
    'Pagos 1.0',
    { type: 'P', version: '3.3', payments: 1 },
    { role: 'lessor', document: 'paymentComplement' },
  ],
];

describe('generated valid documents pass the portal group with a matching context', () => {
  it.each(cases)('%s', (_n, options, c) => {
    for (const seed of [1, 2, 3]) {
      const xml = generateCfdi({ ...options, seed });
      const r = validateCfdi(xml, { today: TODAY, portal: matching(xml, c) });
      const portal = r.checks.filter((x) => x.group === 'portal');
      expect(portal.map((x) => x.id)).toEqual(PORTAL_IDS);
      expect(portal.filter((x) => x.status === 'error')).toEqual([]);
      expect(r.valid).toBe(true);
    }
  });

  it('fails the invoice when the context does not match, listing the portal checks', () => {
    const xml = generateCfdi({ fecha: '2026-02-10T10:00:00' });
    const portal = portalContext({
      role: 'supplier',
      issuerTaxIds: [],
      receiverTaxIds: PARTIES.receiverTaxIds,
    });
    const r = validateCfdi(xml, { today: TODAY, portal, lang: 'en' });
    expect(r.valid).toBe(false);
    const failed = r.checks.filter((x) => x.status === 'error').map((x) => [x.id, x.message]);
    expect(failed).toEqual([
      ['portal.taxIds', 'Issuer RFC not assigned'],
      // A lease's key is none of the portal's supplier keys.
      [
        'portal.productKeys',
        'The product or service key is not valid: ' +
          [1, 2, 3].map((i) => `Concepto[${i}]@ClaveProdServ="80131500"`).join('; '),
      ],
      ['portal.period', "Only the current month's invoices are accepted (issued 2026-02-10)."],
    ]);
  });

  it('keeps the portal group excluded without a context', () => {
    const r = validateCfdi(generateCfdi(), { today: TODAY });
    expect(r.checks.filter((x) => x.group === 'portal').every((x) => x.status === 'exclude')).toBe(
      true,
    );
  });
});

import { describe, expect, it } from 'vitest';
import type { CfdiData } from '../../extract';
import { cfdiMessage } from '../../messages';
import { generateCfdi } from '../../testing/generate';
import { evaluateCfdi } from '../../validate';
import type { CheckOutcome } from '../check';
import { amounts, discount } from './amounts';
import { matchPaymentDocument, paymentUuids } from './complement';
import { portalContext, type PortalContextInput } from './context';
import { cuentaPredial } from './keys';
import { fiscalYear, issuerRegime, period, receiverRegime, version, voucherType } from './parties';

const TODAY = '2026-03-15';
const base = evaluateCfdi(generateCfdi({ withholdings: true, localTaxes: true }), { today: TODAY })
  .data as CfdiData;
const LESSOR: PortalContextInput = {
  role: 'lessor',
  issuerTaxIds: ['EKU9003173C9'],
  receiverTaxIds: ['H&E951128469'],
};
const SUPPLIER: PortalContextInput = { ...LESSOR, role: 'supplier' };
const data = (d: Partial<CfdiData> = {}): CfdiData => ({ ...base, ...d });
const ctx = (role: PortalContextInput, c: Partial<PortalContextInput> = {}) =>
  portalContext({ ...role, ...c });

describe('portal.amounts (tolerance: lessor 5; supplier 0.09 USD, 5 MXN, 0 otherwise)', () => {
  const invoice = data({
    subTotal: '1000.00',
    impuestos: '160.00',
    Descuento: null,
    total: '1160.00',
    CodigoMoneda: 'MXN',
    Retenciones: { ISR: '0.00', IVA: '0.00', cedular: '0.00', total: '0.00' },
  });
  it.each<[string, PortalContextInput, string, string, 'success' | 'error']>([
    ['lessor within 5', LESSOR, 'MXN', '1005.00', 'success'],
    ['lessor beyond 5', LESSOR, 'MXN', '1005.01', 'error'],
    ['supplier MXN within 5', SUPPLIER, 'MXN', '995.00', 'success'],
    ['supplier MXN beyond 5', SUPPLIER, 'MXN', '994.99', 'error'],
    ['supplier USD within 0.09', SUPPLIER, 'USD', '1000.09', 'success'],
    ['supplier USD beyond 0.09', SUPPLIER, 'USD', '1000.10', 'error'],
    ['supplier EUR exact', SUPPLIER, 'EUR', '1000.00', 'success'],
    ['supplier EUR off by 0.01', SUPPLIER, 'EUR', '1000.01', 'error'],
  ])('%s', (_n, role, currency, subTotal, status) => {
    const d = { ...invoice, CodigoMoneda: currency };
    expect(amounts(d, ctx(role, { currency, amounts: { subTotal } })).status).toBe(status);
  });
  it('compares subtotal, tax and withholdings separately and lists each mismatch', () => {
    const o = amounts(
      invoice,
      ctx(SUPPLIER, {
        currency: 'mxn',
        amounts: { subTotal: '1000', impuestos: '150', retenciones: '10' },
      }),
    );
    expect(o.status).toBe('error');
    expect(cfdiMessage(o.message, 'es')).toBe(
      'Uno o más montos de la factura no coinciden: impuestos: XML 160.00, 150.00; retenciones: XML 0.00, 10.00',
    );
  });
  it('lessor compares every contract amount and the currency', () => {
    const full = {
      subTotal: '1000',
      impuestos: '160',
      monto: '1160',
      cedular: '0',
      ISR: '0',
      IVA: '0',
      total: '1160',
    };
    expect(amounts(invoice, ctx(LESSOR, { currency: 'MXN', amounts: full })).status).toBe(
      'success',
    );
    const o = amounts(
      invoice,
      ctx(LESSOR, { currency: 'USD', amounts: { ...full, total: '1170' } }),
    );
    expect(o.message.detail).toBe('Moneda: XML MXN, USD; total: XML 1160.00, 1170.00');
    expect(amounts(invoice, ctx(LESSOR)).status).toBe('exclude');
  });
});

describe('portal.discount (01 broken down, 02 included)', () => {
  it('with type 01 the contract balance is SubTotal − Descuento in portal.amounts', () => {
    const d = data({ subTotal: '1000.00', Descuento: '100.00' });
    const c = ctx(LESSOR, { discountType: '01', amounts: { subTotal: '900' } });
    expect(amounts(d, c).status).toBe('success');
    expect(discount(d, c).status).toBe('success');
  });
  it.each<[string, string | null, string, 'success' | 'error']>([
    ['01', '100.00', '900', 'success'],
    ['01', '100.00', '850', 'error'],
    ['01', null, '1000', 'error'],
    ['02', null, '1000', 'success'],
    ['02', '0.00', '1000', 'success'],
    ['02', '100.00', '900', 'error'],
  ])('type %s, Descuento %s, balance %s → %s', (type, descuento, balance, status) => {
    const d = data({ subTotal: '1000.00', Descuento: descuento });
    const c = ctx(LESSOR, { discountType: type as '01' | '02', amounts: { subTotal: balance } });
    expect(discount(d, c).status).toBe(status);
  });
});

describe('portal.cuentaPredial', () => {
  it('is a warning when missing for a lessor, success when present, not run for suppliers', () => {
    expect(cuentaPredial(data({ CuentaPredial: [] }), ctx(LESSOR)).status).toBe('warning');
    expect(cuentaPredial(data({ CuentaPredial: ['123456'] }), ctx(LESSOR)).status).toBe('success');
    expect(cuentaPredial(data(), ctx(SUPPLIER)).status).toBe('exclude');
  });
});

describe('regimes, voucher type, version, period and fiscal year', () => {
  const outcome = (o: CheckOutcome) => o.status;
  it.each(['601', '603', '606', '612', '620', '621', '622', '623', '624', '626'])(
    'issuer regime %s passes',
    (r) => {
      expect(outcome(issuerRegime(data({ xmlRegimenFiscalEmisor: r }), ctx(LESSOR)))).toBe(
        'success',
      );
    },
  );
  it('issuer regime 605 fails; 620 fails in the variable flow', () => {
    expect(outcome(issuerRegime(data({ xmlRegimenFiscalEmisor: '605' }), ctx(LESSOR)))).toBe(
      'error',
    );
    expect(
      outcome(
        issuerRegime(data({ xmlRegimenFiscalEmisor: '620' }), ctx(LESSOR, { variableFlow: true })),
      ),
    ).toBe('error');
  });
  it('receiver regime 601 only (not applicable to 3.3)', () => {
    expect(outcome(receiverRegime(data()))).toBe('success');
    expect(outcome(receiverRegime(data({ xmlRegimenFiscalReceptor: '603' })))).toBe('error');
    expect(outcome(receiverRegime(data({ Version: '3.3', xmlRegimenFiscalReceptor: null })))).toBe(
      'exclude',
    );
  });
  it('voucher type I for invoices, P for complements', () => {
    expect(outcome(voucherType(data(), ctx(LESSOR)))).toBe('success');
    expect(outcome(voucherType(data({ xmlTipoDeComprobante: 'E' }), ctx(LESSOR)))).toBe('error');
    const pc = ctx(LESSOR, { document: 'paymentComplement' });
    expect(outcome(voucherType(data({ xmlTipoDeComprobante: 'P' }), pc))).toBe('success');
    expect(outcome(voucherType(data(), pc))).toBe('error');
  });
  it('version: 4.0 by default, 3.3 only when accepted', () => {
    expect(outcome(version(data(), ctx(LESSOR)))).toBe('success');
    expect(outcome(version(data({ Version: '3.3' }), ctx(LESSOR)))).toBe('error');
    expect(
      outcome(version(data({ Version: '3.3' }), ctx(LESSOR, { acceptedVersions: ['3.3', '4.0'] }))),
    ).toBe('success');
  });
  it('current month and fiscal year (xmlYear)', () => {
    expect(outcome(period(data(), '2026-03-31'))).toBe('success');
    expect(outcome(period(data(), '2026-04-01'))).toBe('error');
    expect(outcome(fiscalYear(data(), '2026-12-31'))).toBe('success');
    const o = fiscalYear(data(), '2027-01-01');
    expect(cfdiMessage(o.message, 'es')).toBe(
      'El año de timbrado del XML no corresponde al año en curso.',
    );
  });
});

describe('portal.paymentUuids', () => {
  const U1 = '11111111-1111-4111-8111-111111111111';
  const U2 = '22222222-2222-4222-8222-222222222222';
  const pending = [
    { UUID: U1, GJAHR: '2026', AUGBL: '1500000001' },
    { UUID: U2, GJAHR: '2026', AUGBL: '1500000001' },
    { UUID: '33333333-3333-4333-8333-333333333333', GJAHR: '2026', AUGBL: '1500000002' },
  ];
  const pc = (p = pending) => ctx(LESSOR, { document: 'paymentComplement', pendingPayments: p });
  it.each<[string, string[], 'success' | 'error']>([
    ['all items of one document', [U1, U2.toLowerCase()], 'success'],
    ['one item of the document missing', [U1], 'error'],
    ['a UUID not pending', [U1, U2, '44444444-4444-4444-8444-444444444444'], 'error'],
    ['two documents', [U1, U2, '33333333-3333-4333-8333-333333333333'], 'error'],
    ['no UUIDs', [], 'error'],
  ])('%s', (_n, uuids, status) => {
    const o = paymentUuids(data({ uuidsAsociados: uuids }), pc());
    expect(o.status).toBe(status);
    if (status === 'error') expect(o.message.key).toBe('errorPaymentComplementNotMatchUuid');
  });
  describe('an invoice paid in two parts (two documents with the same UUID)', () => {
    const parts = [
      { UUID: U1, GJAHR: '2026', AUGBL: '1500000010', NumParcialidad: '1' },
      { UUID: U1, GJAHR: '2026', AUGBL: '1500000011', NumParcialidad: '2' },
    ];
    const withInstallment = (n: string | null) =>
      data({
        uuidsAsociados: [U1],
        Pagos: [
          {
            FechaPago: null,
            FormaDePagoP: '03',
            MonedaP: 'MXN',
            TipoCambioP: '1',
            Monto: '1.00',
            NumOperacion: null,
            DoctoRelacionado: [
              {
                IdDocumento: U1,
                Serie: null,
                Folio: null,
                MonedaDR: 'MXN',
                EquivalenciaDR: '1',
                MetodoDePagoDR: null,
                NumParcialidad: n,
                ImpSaldoAnt: null,
                ImpPagado: null,
                ImpSaldoInsoluto: null,
              },
            ],
          },
        ],
      });
    it.each<[string, string | null, { GJAHR: string; AUGBL: string } | undefined, string | null]>([
      ['installment 1 matches the first payment', '1', undefined, '1500000010'],
      ['installment 2 matches the second payment', '2', undefined, '1500000011'],
      ['no installment: the earliest pending payment', null, undefined, '1500000010'],
      ['the chosen payment wins', '1', { GJAHR: '2026', AUGBL: '1500000011' }, '1500000011'],
      ['a chosen payment the UUIDs are not of', '1', { GJAHR: '2026', AUGBL: '1500000001' }, null],
    ])('%s', (_n, installment, chosen, augbl) => {
      const m = matchPaymentDocument(withInstallment(installment), [...pending, ...parts], chosen);
      if (augbl === null) expect(m.ok).toBe(false);
      else expect(m).toMatchObject({ ok: true, GJAHR: '2026', AUGBL: augbl });
      const o = paymentUuids(
        withInstallment(installment),
        ctx(LESSOR, {
          document: 'paymentComplement',
          pendingPayments: [...pending, ...parts],
          ...(chosen ? { paymentDocument: chosen } : {}),
        }),
      );
      expect(o.status).toBe(augbl === null ? 'error' : 'success');
    });
  });
  it('warns selectNoData without pending items', () => {
    const o = paymentUuids(data({ uuidsAsociados: [U1] }), pc([]));
    expect(o.status).toBe('warning');
    expect(o.message.key).toBe('selectNoData');
  });
});

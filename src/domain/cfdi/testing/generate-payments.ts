/**
 * The payment complement part of the test generator: Pagos 2.0 (with Totales and IVA 16 % taxes,
 * one MXN and one USD payment in turn) and Pagos 1.0, every amount exact and consistent.
 */
import { add, formatDecimal, mul, sub, ZERO, type Decimal } from '../decimal';
import { NS } from '../xml-node';
import type { GenerateOptions } from './generate';
import { uuid } from './random';
import { el, type El } from './xml-writer';

const RATE_IVA: Decimal = { units: 16n, scale: 2 };
const six = (d: Decimal): string => formatDecimal(d, 6);
const two = (d: Decimal): string => formatDecimal(d, 2);

export function paymentsBody(o: GenerateOptions & { version: '4.0' | '3.3' }, rand: () => number) {
  const v4 = o.version === '4.0';
  const q = v4 ? 'pago20' : 'pago10';
  const payments: El[] = [];
  let montoTotal: Decimal = ZERO;
  let base16: Decimal = ZERO;
  let tax16: Decimal = ZERO;
  for (let i = 0; i < (o.payments ?? 2); i++) {
    const usd = i % 2 === 1;
    const rate: Decimal = usd ? { units: 173608n, scale: 4 } : { units: 1n, scale: 0 };
    const docs: El[] = [];
    let monto: Decimal = ZERO;
    let bases: Decimal = ZERO;
    let taxes: Decimal = ZERO;
    for (let j = 0; j < 2; j++) {
      const paid: Decimal = { units: BigInt(1000 + Math.floor(rand() * 500_000)), scale: 2 };
      const before = add(paid, { units: BigInt(Math.floor(rand() * 100_000)), scale: 2 });
      const base: Decimal = { units: (paid.units * 10n ** 4n * 100n) / 116n, scale: 6 };
      const tax = mul(base, RATE_IVA, 6);
      monto = add(monto, paid);
      bases = add(bases, base);
      taxes = add(taxes, tax);
      const ids = {
        IdDocumento: uuid(rand),
        Serie: 'F',
        Folio: String(100 + i * 10 + j),
        MonedaDR: usd ? 'USD' : 'MXN',
        ...(v4 ? { EquivalenciaDR: '1' } : { MetodoDePagoDR: 'PPD' }),
        NumParcialidad: '1',
        ImpSaldoAnt: two(before),
        ImpPagado: two(paid),
        ImpSaldoInsoluto: two(sub(before, paid)),
        ...(v4 ? { ObjetoImpDR: '02' } : {}),
      };
      const drTaxes = v4
        ? [
            el(`${q}:ImpuestosDR`, {}, [
              el(`${q}:TrasladosDR`, {}, [
                el(`${q}:TrasladoDR`, {
                  BaseDR: six(base),
                  ImpuestoDR: '002',
                  TipoFactorDR: 'Tasa',
                  TasaOCuotaDR: '0.160000',
                  ImporteDR: six(tax),
                }),
              ]),
            ]),
          ]
        : [];
      docs.push(el(`${q}:DoctoRelacionado`, ids, drTaxes));
    }
    montoTotal = add(montoTotal, mul(monto, rate, 6));
    base16 = add(base16, mul(bases, rate, 6));
    tax16 = add(tax16, mul(taxes, rate, 6));
    const pTaxes = v4
      ? [
          el(`${q}:ImpuestosP`, {}, [
            el(`${q}:TrasladosP`, {}, [
              el(`${q}:TrasladoP`, {
                BaseP: six(bases),
                ImpuestoP: '002',
                TipoFactorP: 'Tasa',
                TasaOCuotaP: '0.160000',
                ImporteP: six(taxes),
              }),
            ]),
          ]),
        ]
      : [];
    payments.push(
      el(
        `${q}:Pago`,
        {
          FechaPago: o.fecha ?? '2026-03-10T10:00:00',
          FormaDePagoP: '03',
          MonedaP: usd ? 'USD' : 'MXN',
          ...(usd || v4 ? { TipoCambioP: usd ? '17.3608' : '1' } : {}),
          Monto: two(monto),
          CtaOrdenante: '0001970000',
          CtaBeneficiario: '0198005000',
        },
        [...docs, ...pTaxes],
      ),
    );
  }
  const totals = v4
    ? [
        el(`${q}:Totales`, {
          MontoTotalPagos: two(montoTotal),
          TotalTrasladosBaseIVA16: two(base16),
          TotalTrasladosImpuestoIVA16: two(tax16),
        }),
      ]
    : [];
  return el(
    `${q}:Pagos`,
    { [`xmlns:${q}`]: v4 ? NS.pago20 : NS.pago10, Version: v4 ? '2.0' : '1.0' },
    [...totals, ...payments],
  );
}

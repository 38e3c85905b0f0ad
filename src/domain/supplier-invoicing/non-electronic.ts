/**
 * The non-electronic supplier form (spec 2 §5): invoice number, date, subtotal, tax, withholdings
 * and currency required; the date within the current calendar year; subtotal and tax below 1 or
 * withholdings below 0 disable the search; total = subtotal + tax − withholdings; currencies MXN
 * and USD. The server applies the same rules to a non-electronic send.
 */
import { formatAmount, parseAmount, type Cents } from '../invoicing/money';
import { NON_ELECTRONIC_CURRENCIES } from './codes';
import type { SupplierProblem } from './messages';

export interface NonElectronicForm {
  /** Invoice number (the reference). */
  number: string;
  /** 'YYYY-MM-DD' or ''. */
  date: string;
  subtotal: string;
  tax: string;
  withholdings: string;
  currency: string;
}

const ONE_PESO: Cents = 100n;

/** The computed invoice total, or null while an amount is not a number. */
export function nonElectronicTotal(
  f: Pick<NonElectronicForm, 'subtotal' | 'tax' | 'withholdings'>,
): Cents | null {
  const s = parseAmount(f.subtotal);
  const t = parseAmount(f.tax);
  const w = parseAmount(f.withholdings);
  return s === null || t === null || w === null ? null : s + t - w;
}

/** Every problem of the form, in field order (none: Select / search is enabled). */
export function nonElectronicFormProblems(f: NonElectronicForm, today: string): SupplierProblem[] {
  const out: SupplierProblem[] = [];
  const required = (field: string) => out.push({ key: 'nonElectronicRequired', params: { field } });
  if (f.number.trim() === '') required('FACTURA');
  if (f.date.trim() === '') required('FECHA');
  else if (f.date.slice(0, 4) !== today.slice(0, 4) || f.date > `${today.slice(0, 4)}-12-31`)
    out.push({ key: 'nonElectronicDateYear', params: { year: today.slice(0, 4) } });
  const amounts: [string, string, Cents][] = [
    ['SUBTOTAL', f.subtotal, ONE_PESO],
    ['IMPUESTO', f.tax, ONE_PESO],
    ['RETENCIONES', f.withholdings, 0n],
  ];
  for (const [field, text, min] of amounts) {
    if (text.trim() === '') required(field);
    else {
      const value = parseAmount(text);
      if (value === null || value < min)
        out.push({ key: 'nonElectronicAmountTooLow', params: { field, min: formatAmount(min) } });
    }
  }
  const currency = f.currency.trim().toUpperCase();
  if (currency === '') required('MONEDA');
  else if (!(NON_ELECTRONIC_CURRENCIES as readonly string[]).includes(currency))
    out.push({ key: 'nonElectronicCurrency', params: {} });
  return out;
}

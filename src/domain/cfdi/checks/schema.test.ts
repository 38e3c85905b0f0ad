import { describe, expect, it } from 'vitest';
import { generateTree, type GenerateOptions } from '../testing/generate';
import { editFirst, localName, mapTree, serialize, setAttr, type El } from '../testing/xml-writer';
import { evaluateCfdi } from '../validate';

const today = '2026-11-21';
const INVOICE: GenerateOptions = { concepts: 3, withholdings: true, exempt: true };
const PAGOS_20: GenerateOptions = { type: 'P', payments: 2 };
const PAGOS_10: GenerateOptions = { type: 'P', version: '3.3', payments: 2 };

type Edit = (tree: El) => El;
const onRoot =
  (name: string, value: (v: string) => string | null): Edit =>
  (tree) =>
    setAttr(tree, name, value(tree.attrs[name] ?? ''));
const onFirst =
  (node: string, name: string, value: (v: string) => string | null): Edit =>
  (tree) =>
    editFirst(tree, node, (n) => setAttr(n, name, value(n.attrs[name] ?? '')));
const onEvery =
  (match: (n: El) => boolean, name: string, value: string | null): Edit =>
  (tree) =>
    mapTree(tree, (n) => (match(n) ? setAttr(n, name, value) : n));
const isExempt = (n: El): boolean =>
  localName(n) === 'Traslado' && n.attrs['TipoFactor'] === 'Exento';
const without =
  (drop: (n: El, parent: El) => boolean): Edit =>
  (tree) =>
    mapTree(tree, (n) => ({ ...n, children: n.children.filter((c) => !drop(c, n)) }));

/** One concept with taxes, then its Impuestos and the summary removed, the Total back to SubTotal. */
const conceptWithoutTaxes: [GenerateOptions, Edit] = [
  { concepts: 1 },
  (tree) => {
    const bare = without(
      (c, parent) =>
        localName(c) === 'Impuestos' &&
        (localName(parent) === 'Concepto' || localName(parent) === 'Comprobante'),
    )(tree);
    return setAttr(bare, 'Total', bare.attrs['SubTotal'] ?? '0');
  },
];

const failing = (options: GenerateOptions, edit: Edit): string[] =>
  evaluateCfdi(serialize(edit(generateTree(options))), { today })
    .outcomes.filter((o) => o.status === 'error')
    .map((o) => o.id)
    .sort();

// The SAT schema's catalogues and patterns, each row one edit of a valid document: the edit must
// make exactly the listed checks fail (an empty list: the value is one the schema allows).
describe('schema catalogues and patterns', () => {
  it.each<[string, GenerateOptions, Edit, string[]]>([
    // c_Moneda
    ['Moneda MXP (not in c_Moneda)', INVOICE, onRoot('Moneda', () => 'MXP'), ['schema.moneda']],
    ['Moneda in lower case', INVOICE, onRoot('Moneda', () => 'mxn'), ['schema.moneda']],
    [
      'Moneda USD (with its TipoCambio)',
      INVOICE,
      (tree) => setAttr(setAttr(tree, 'Moneda', 'USD'), 'TipoCambio', '17.3608'),
      [],
    ],
    ['Pagos 2.0 MonedaP MXP', PAGOS_20, onFirst('Pago', 'MonedaP', () => 'MXP'), ['schema.moneda']],
    [
      'Pagos 1.0 MonedaDR ABC (with its TipoCambioDR)',
      PAGOS_10,
      (tree) =>
        editFirst(tree, 'DoctoRelacionado', (n) =>
          setAttr(setAttr(n, 'MonedaDR', 'ABC'), 'TipoCambioDR', '1'),
        ),
      ['schema.moneda'],
    ],
    [
      'Pagos 2.0 MonedaDR ABC',
      PAGOS_20,
      onFirst('DoctoRelacionado', 'MonedaDR', () => 'ABC'),
      ['schema.moneda'],
    ],
    // c_TipoDeComprobante
    [
      'TipoDeComprobante X',
      INVOICE,
      onRoot('TipoDeComprobante', () => 'X'),
      ['schema.tipoDeComprobante'],
    ],
    [
      'TipoDeComprobante in lower case',
      INVOICE,
      onRoot('TipoDeComprobante', () => 'i'),
      ['schema.tipoDeComprobante'],
    ],
    [
      'TipoDeComprobante empty',
      INVOICE,
      onRoot('TipoDeComprobante', () => ''),
      ['schema.tipoDeComprobante'],
    ],
    ['TipoDeComprobante E (egreso)', INVOICE, onRoot('TipoDeComprobante', () => 'E'), []],
    // c_ObjetoImp and its rule on the concept's taxes
    [
      'ObjetoImp 09 (not in c_ObjetoImp)',
      INVOICE,
      onFirst('Concepto', 'ObjetoImp', () => '09'),
      ['schema.objetoImp'],
    ],
    [
      'ObjetoImp 2 (not two digits)',
      INVOICE,
      onFirst('Concepto', 'ObjetoImp', () => '2'),
      ['schema.objetoImp'],
    ],
    [
      'ObjetoImp 01 with Impuestos',
      INVOICE,
      onFirst('Concepto', 'ObjetoImp', () => '01'),
      ['schema.objetoImp'],
    ],
    ['ObjetoImp 02 without Impuestos', ...conceptWithoutTaxes, ['schema.objetoImp']],
    [
      'ObjetoImp 01 without Impuestos',
      conceptWithoutTaxes[0],
      (tree) => onFirst('Concepto', 'ObjetoImp', () => '01')(conceptWithoutTaxes[1](tree)),
      [],
    ],
    // c_TipoFactor and c_Impuesto: Exento has no rate and no amount; Tasa and Cuota have both
    [
      'TipoFactor Porcentaje (not in c_TipoFactor)',
      INVOICE,
      onFirst('Retencion', 'TipoFactor', () => 'Porcentaje'),
      ['schema.tipoFactor'],
    ],
    [
      'Exento with TasaOCuota',
      INVOICE,
      onEvery(isExempt, 'TasaOCuota', '0.000000'),
      ['schema.tipoFactor'],
    ],
    [
      'Exento with Importe on a concept',
      INVOICE,
      (tree) => editFirst(tree, 'Concepto', onEvery(isExempt, 'Importe', '0.00')),
      ['schema.tipoFactor'],
    ],
    [
      'Tasa without TasaOCuota',
      INVOICE,
      onFirst('Retencion', 'TasaOCuota', () => null),
      ['schema.tipoFactor'],
    ],
    [
      'Impuesto 004 (not in c_Impuesto)',
      INVOICE,
      onEvery(isExempt, 'Impuesto', '004'),
      ['schema.tipoFactor'],
    ],
    [
      'Pagos 2.0 TrasladoDR Exento with a rate',
      PAGOS_20,
      onFirst('TrasladoDR', 'TipoFactorDR', () => 'Exento'),
      ['schema.tipoFactor'],
    ],
    // amounts (t_Importe): digits, a point and up to six decimals; nothing else
    [
      'SubTotal with a thousands separator',
      INVOICE,
      onRoot('SubTotal', (v) => v.replace(/^(\d)/, '$1,')),
      ['schema.amountFormat'],
    ],
    ['SubTotal with a sign', INVOICE, onRoot('SubTotal', (v) => `+${v}`), ['schema.amountFormat']],
    [
      'SubTotal in exponent form',
      INVOICE,
      onRoot('SubTotal', () => '1e3'),
      ['schema.amountFormat'],
    ],
    [
      'SubTotal with seven decimals',
      INVOICE,
      onRoot('SubTotal', (v) => `${v}00000`),
      ['schema.amountFormat'],
    ],
    [
      'SubTotal ending in a point',
      INVOICE,
      onRoot('SubTotal', (v) => v.replace(/\.\d+$/, '.')),
      ['schema.amountFormat'],
    ],
    [
      'Pagos 2.0 EquivalenciaDR with ten decimals',
      PAGOS_20,
      onFirst('DoctoRelacionado', 'EquivalenciaDR', () => '1.0000000000'),
      [],
    ],
    [
      'Pagos 2.0 EquivalenciaDR with eleven decimals',
      PAGOS_20,
      onFirst('DoctoRelacionado', 'EquivalenciaDR', () => '1.00000000000'),
      ['schema.amountFormat'],
    ],
    // RFC (t_RFC), as written: no trimming, upper case, & and Ñ allowed
    [
      'issuer RFC with a leading space',
      INVOICE,
      onFirst('Emisor', 'Rfc', (v) => ` ${v}`),
      ['schema.rfcPattern'],
    ],
    [
      'issuer RFC in lower case',
      INVOICE,
      onFirst('Emisor', 'Rfc', (v) => v.toLowerCase()),
      ['schema.rfcPattern'],
    ],
    [
      'receiver RFC too short',
      INVOICE,
      onFirst('Receptor', 'Rfc', (v) => v.slice(1)),
      ['schema.rfcPattern'],
    ],
    ['receiver RFC with Ñ', INVOICE, onFirst('Receptor', 'Rfc', () => 'ÑAÑ951128469'), []],
    // dates (t_FechaH): local, to the second, no zone
    ['Fecha with a zone', INVOICE, onRoot('Fecha', (v) => `${v}Z`), ['schema.dateFormat']],
    [
      'Fecha without seconds',
      INVOICE,
      onRoot('Fecha', (v) => v.slice(0, 16)),
      ['schema.dateFormat'],
    ],
    [
      'FechaTimbrado as a date only',
      INVOICE,
      onFirst('TimbreFiscalDigital', 'FechaTimbrado', (v) => v.slice(0, 10)),
      ['schema.dateFormat'],
    ],
    [
      'Pagos 2.0 FechaPago with month 13',
      PAGOS_20,
      onFirst('Pago', 'FechaPago', (v) => v.replace(/-\d\d-/, '-13-')),
      ['schema.dateFormat'],
    ],
  ])('%s', (_name, options, edit, expected) =>
    expect(failing(options, edit)).toEqual([...expected].sort()),
  );
});

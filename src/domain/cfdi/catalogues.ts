/**
 * The slices of SAT catalogues (Anexo 20) the document checks need: currencies with their decimals,
 * voucher types, tax objects, tax factors, fiscal regimes with their natural/legal-person
 * applicability, and the bank-account rules of each payment form.
 */

const CURRENCIES_2 =
  'AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BMD BND BOB BOV BRL BSD BTN BWP BYN BYR ' +
  'BZD CAD CDF CHE CHF CHW CNY COP COU CRC CUC CUP CVE CZK DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP ' +
  'GEL GHS GIP GMD GTQ GYD HKD HNL HRK HTG HUF IDR ILS INR IRR JMD KES KGS KHR KPW KYD KZT LAK LBP ' +
  'LKR LRD LSL MAD MDL MGA MKD MMK MNT MOP MRO MRU MUR MVR MWK MXN MXV MYR MZN NAD NGN NIO NOK NPR ' +
  'NZD PAB PEN PGK PHP PKR PLN QAR RON RSD RUB SAR SBD SCR SDG SEK SGD SHP SLE SLL SOS SRD SSP STD ' +
  'STN SVC SYP SZL THB TJS TMT TOP TRY TTD TWD TZS UAH USD USN UYU UZS VED VEF VES WST XCD YER ZAR ' +
  'ZMW ZWL';
const CURRENCIES_0 =
  'BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX UYI VND VUV XAF XAG XAU XBA XBB XBC XBD XDR XOF XPD ' +
  'XPF XPT XSU XTS XUA XXX';
const CURRENCIES_3 = 'BHD IQD JOD KWD LYD OMR TND';
const CURRENCIES_4 = 'CLF UYW';

/** c_Moneda: code -> decimals the currency supports. */
export const CURRENCY_DECIMALS: ReadonlyMap<string, number> = new Map([
  ...CURRENCIES_2.split(' ').map((c) => [c, 2] as const),
  ...CURRENCIES_0.split(' ').map((c) => [c, 0] as const),
  ...CURRENCIES_3.split(' ').map((c) => [c, 3] as const),
  ...CURRENCIES_4.split(' ').map((c) => [c, 4] as const),
]);

/** c_TipoDeComprobante: ingreso, egreso, traslado, nómina, pago. */
export const VOUCHER_TYPES: ReadonlySet<string> = new Set(['I', 'E', 'T', 'N', 'P']);

/** c_ObjetoImp (CFDI 4.0). */
export const TAX_OBJECTS: ReadonlySet<string> = new Set([
  '01',
  '02',
  '03',
  '04',
  '05',
  '06',
  '07',
  '08',
]);

/** c_Impuesto: 001 ISR, 002 IVA, 003 IEPS. */
export const TAXES: ReadonlySet<string> = new Set(['001', '002', '003']);

/** c_TipoFactor. */
export const TAX_FACTORS: ReadonlySet<string> = new Set(['Tasa', 'Cuota', 'Exento']);

/** c_RegimenFiscal: which kind of RFC may use each regime ([natural person, legal entity]). */
export const REGIMES: ReadonlyMap<string, { natural: boolean; legal: boolean }> = new Map(
  (
    [
      ['601', false, true],
      ['603', false, true],
      ['605', true, false],
      ['606', true, false],
      ['607', true, false],
      ['608', true, false],
      ['609', false, true],
      ['610', true, true],
      ['611', true, false],
      ['612', true, false],
      ['614', true, false],
      ['615', true, false],
      ['616', true, true],
      ['620', false, true],
      ['621', true, false],
      ['622', false, true],
      ['623', false, true],
      ['624', false, true],
      ['625', true, false],
      ['626', true, true],
      ['628', false, true],
      ['629', true, false],
      ['630', true, false],
    ] as const
  ).map(([code, natural, legal]) => [code, { natural, legal }]),
);

const CARD_BENEFICIARY = /^(\d{10,11}|\d{15,16}|\d{18}|[A-Z0-9_]{10,50})$/;

/**
 * c_FormaPago bank-account columns used by payment complements: the pattern an ordering
 * (CtaOrdenante) or beneficiary (CtaBeneficiario) account must match, or null where the form
 * forbids the account.
 */
export const PAYMENT_FORM_ACCOUNTS: ReadonlyMap<
  string,
  { ordering: RegExp | null; beneficiary: RegExp | null }
> = new Map([
  ['01', { ordering: null, beneficiary: null }],
  ['02', { ordering: /^(\d{11}|\d{18})$/, beneficiary: CARD_BENEFICIARY }],
  ['03', { ordering: /^(\d{10}|\d{16}|\d{18})$/, beneficiary: /^(\d{10}|\d{18})$/ }],
  ['04', { ordering: /^\d{16}$/, beneficiary: CARD_BENEFICIARY }],
  ['05', { ordering: CARD_BENEFICIARY, beneficiary: CARD_BENEFICIARY }],
  ['06', { ordering: /^\d{10}$/, beneficiary: null }],
  ['08', { ordering: null, beneficiary: null }],
  ['12', { ordering: null, beneficiary: null }],
  ['13', { ordering: null, beneficiary: null }],
  ['14', { ordering: null, beneficiary: null }],
  ['15', { ordering: null, beneficiary: null }],
  ['17', { ordering: null, beneficiary: null }],
  ['23', { ordering: null, beneficiary: null }],
  ['24', { ordering: null, beneficiary: null }],
  ['25', { ordering: null, beneficiary: null }],
  ['26', { ordering: null, beneficiary: null }],
  ['27', { ordering: null, beneficiary: null }],
  ['28', { ordering: /^\d{16}$/, beneficiary: CARD_BENEFICIARY }],
  ['29', { ordering: /^(\d{15,16})$/, beneficiary: CARD_BENEFICIARY }],
  ['30', { ordering: null, beneficiary: null }],
  ['31', { ordering: null, beneficiary: null }],
]);

/** The SAT schema's RFC pattern (t_RFC), applied to the raw, untrimmed attribute. */
export const SAT_RFC_PATTERN =
  /^[A-ZÑ&]{3,4}[0-9]{2}(0[1-9]|1[012])(0[1-9]|[12][0-9]|3[01])[A-Z0-9]{2}[0-9A]$/;

/** The schemas' local date-time (t_FechaH): no zone, seconds required. */
export const SAT_DATE_TIME =
  /^(20[0-9]{2})-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$/;

/** The stamp's UUID (TimbreFiscalDigital 1.1 pattern: either case). */
export const TFD_UUID =
  /^[a-fA-F0-9]{8}-[a-fA-F0-9]{4}-[a-fA-F0-9]{4}-[a-fA-F0-9]{4}-[a-fA-F0-9]{12}$/;

/** A related document's IdDocumento in Pagos 1.0 and 2.0: a UUID, or a legacy folio. */
export const PAGOS_ID_DOCUMENTO =
  /^([a-fA-F0-9]{8}-[a-fA-F0-9]{4}-[a-fA-F0-9]{4}-[a-fA-F0-9]{4}-[a-fA-F0-9]{12}|[0-9]{3}-[0-9]{2}-[0-9]{9})$/;

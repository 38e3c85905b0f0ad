/**
 * Demo invoices of the embedded tax authority: a CFDI 4.0 that a lessor would send for
 * open payment periods — their exact amounts, issued by the lessor's RFC to the company's, sealed
 * with the lessor's demo certificate, stamped by the demo certifier and registered as Vigente —
 * and a one-page PDF of it. Such a CFDI passes every check the page and the send calls run.
 */
import type { IssueConcept, IssueInvoice } from '../../../../src/domain/cfdi/issue';
import { invoiceTree, sealAndStamp, signerOf, type El } from '../../../../src/domain/cfdi/issue';
import { isNaturalPersonRfc, periodAmountsOf } from '../../../../src/domain/invoicing/amounts';
import { amountOf, formatAmount, sumCents } from '../../../../src/domain/invoicing/money';
import type { RuleProblem } from '../../../../src/domain/invoicing/messages';
import type { ContractInfo, PeriodRow } from '../../../../src/protocol/invoicing';
import { DEMO_CERTIFIER, demoCsdOf, registerDemoCfdi } from '../../adapters/sat/embedded/demo';
import type { Db } from '../../db/client';
import { makePdf } from '../../db/seed/maintenance/pdf';
import type { InvoicedCompany } from './send-checks';

/** What the demo's concepts and the one-page PDF say of the lessor's invoice. */
export const DEMO_SERIES = 'DEMO';
/** The lessor's leases: product "80131500" (lease of real estate) by service unit E48. */
const LEASE_PRODUCT = '80131500';
const SERVICE_UNIT = 'E48';
/**
 * A variable-maintenance service: product "72101507" (building maintenance service) by service
 * unit E48, which the lessor table takes with any product key (C62's keys are a lease, a financial
 * aid and tax administration, none of them a maintenance), 4,850.00 net unless the caller says.
 */
const MAINTENANCE_PRODUCT = '72101507';
export const DEMO_MAINTENANCE_NET = '4850.00';
/**
 * The lessor's place of issue, the receiver's postal code of a company whose fiscal postal code is
 * not recorded, and the exchange rate: the portal does not keep the lessors' fiscal addresses.
 */
export const DEMO_POSTAL_CODE = '06600';
const DEMO_EXCHANGE_RATE = '17.50';

const MEXICO_CITY_TIME = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Mexico_City',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** A moment as central Mexico's local date-time, 'YYYY-MM-DDTHH:mm:ss' (CFDI Fecha). */
export function mexicoCityDateTime(at: Date): string {
  const parts = Object.fromEntries(
    MEXICO_CITY_TIME.formatToParts(at).map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

/** The issuer's regime: a natural person leases under 606 (Arrendamiento), a company under 601. */
export const lessorRegime = (rfc: string) => (isNaturalPersonRfc(rfc) ? '606' : '601');

export interface DemoCfdiRequest {
  issuer: { rfc: string; name: string; regime: string };
  /**
   * The company as the SAT registers it: its fiscal name and postal code (demoReceiverOf); the demo
   * postal code when none is given.
   */
  receiver: { rfc: string; name: string; postalCode?: string };
  concepts: readonly IssueConcept[];
  currency: string;
  localWithholding?: IssueInvoice['localWithholding'];
}

export interface IssuedDemoCfdi {
  xml: string;
  uuid: string;
  /** Series and folio: the reference to send with it. */
  factura: string;
  fecha: string;
  total: string;
}

/**
 * The demo invoice of a request as a lessor's billing system would write it: issued two minutes
 * ago (never before today, in central Mexico), payment form 99 with method PPD, CFDI use G03, the
 * receiver's regime 601, series DEMO and a folio from the clock.
 */
export function demoInvoiceOf(request: DemoCfdiRequest, now: Date): IssueInvoice {
  const stampedAt = mexicoCityDateTime(now);
  const twoMinutesAgo = mexicoCityDateTime(new Date(now.getTime() - 120_000));
  return {
    serie: DEMO_SERIES,
    folio: String(now.getTime() % 1_000_000).padStart(6, '0'),
    fecha:
      twoMinutesAgo.slice(0, 10) === stampedAt.slice(0, 10)
        ? twoMinutesAgo
        : `${stampedAt.slice(0, 10)}T00:00:00`,
    currency: request.currency,
    ...(request.currency === 'MXN' ? {} : { exchangeRate: DEMO_EXCHANGE_RATE }),
    paymentForm: '99',
    paymentMethod: 'PPD',
    expeditionPlace: DEMO_POSTAL_CODE,
    issuer: request.issuer,
    receiver: {
      ...request.receiver,
      postalCode: request.receiver.postalCode ?? DEMO_POSTAL_CODE,
      regime: '601',
      use: 'G03',
    },
    concepts: request.concepts,
    localWithholding: request.localWithholding ?? null,
  };
}

/**
 * The company as a CFDI to it names its receiver: the fiscal name and postal code recorded for it
 * (what the receiver checks compare with), or its name in capitals and the demo postal code while
 * they are not recorded (the checks are then not evaluated).
 */
export function demoReceiverOf(company: InvoicedCompany): Required<DemoCfdiRequest['receiver']> {
  return {
    rfc: company.tin,
    name: company.fiscalName?.trim() || company.name.toUpperCase(),
    postalCode: company.fiscalPostalCode?.trim() || DEMO_POSTAL_CODE,
  };
}

/**
 * Seals the invoice with its issuer's demo certificate, stamps it now by the demo certifier and
 * registers it as Vigente in the embedded registry: the tax authority knows it from then on.
 */
export async function issueCfdi(db: Db, invoice: IssueInvoice, now: Date): Promise<IssuedDemoCfdi> {
  const issued = await issueDemoTree(
    db,
    invoiceTree(invoice),
    invoice.issuer,
    invoice.receiver.rfc,
    now,
  );
  return { ...issued, factura: `${invoice.serie}${invoice.folio}`, fecha: invoice.fecha };
}

/**
 * Seals any CFDI tree (an invoice, a payment complement) with its issuer's demo certificate,
 * stamps it now by the demo certifier and registers it as Vigente with its written Total.
 */
export async function issueDemoTree(
  db: Db,
  tree: El,
  issuer: { rfc: string; name: string },
  receiverRfc: string,
  now: Date,
): Promise<{ xml: string; uuid: string; total: string }> {
  const [issuerCsd, certifierCsd] = await Promise.all([
    demoCsdOf(db, issuer, now),
    demoCsdOf(db, DEMO_CERTIFIER, now),
  ]);
  const uuid = crypto.randomUUID().toUpperCase();
  const xml = await sealAndStamp(
    tree,
    {
      number: issuerCsd.number,
      certificate: issuerCsd.certificate,
      sign: await signerOf(issuerCsd.privateKey),
    },
    {
      uuid,
      fechaTimbrado: mexicoCityDateTime(now),
      certifierRfc: DEMO_CERTIFIER.rfc,
      certifier: { number: certifierCsd.number, sign: await signerOf(certifierCsd.privateKey) },
    },
  );
  const total = /\bTotal="([^"]+)"/.exec(xml)?.[1] ?? '0';
  await registerDemoCfdi(db, { uuid, issuerRfc: issuer.rfc, receiverRfc, total });
  return { xml, uuid, total };
}

/** A demo CFDI of the request, issued now (demoInvoiceOf, then issueCfdi). */
export function issueDemoCfdi(
  db: Db,
  request: DemoCfdiRequest,
  now: Date,
): Promise<IssuedDemoCfdi> {
  return issueCfdi(db, demoInvoiceOf(request, now), now);
}

/**
 * What a lessor's demo invoice of open periods says: issued by the lessor (its RFC and regime, as
 * the ERP keeps them with the contract) to the company, one concept per period with the periods'
 * own amounts, the cedular tax of a natural person apart; or the rule a discount alone breaks.
 */
export function lessorDemoRequest(
  periods: readonly PeriodRow[],
  contracts: readonly ContractInfo[],
  company: InvoicedCompany,
): { ok: true; request: DemoCfdiRequest } | { ok: false; problem: RuleProblem } {
  const concepts = demoConceptsOf(periods, contracts);
  if (!concepts.ok)
    return {
      ok: false,
      problem: {
        key: 'advanceIncomplete',
        params: { dueDate: concepts.orphan.DFAELL, text: concepts.orphan.TEXT_D },
      },
    };
  const rfc = contracts[0]?.STCD1 ?? '';
  const cedular = isNaturalPersonRfc(rfc) && concepts.cedular !== '0.00';
  return {
    ok: true,
    request: {
      issuer: { rfc, name: (contracts[0]?.NAME2 ?? '').toUpperCase(), regime: lessorRegime(rfc) },
      receiver: demoReceiverOf(company),
      concepts: concepts.concepts,
      currency: (periods[0]?.MONEDA ?? 'MXN').toUpperCase(),
      localWithholding: cedular
        ? { name: 'Impuesto Cedular', rate: concepts.cedularRate, amount: concepts.cedular }
        : null,
    },
  };
}

/**
 * What a lessor's demo variable-maintenance invoice says: one maintenance service of the contract's
 * site for the net amount, IVA 16 % and, when the lessor is a natural person, ISR 10 % and two
 * thirds of the IVA withheld (no cedular tax: that one is on lease income), in the contract's
 * currency, issued by the lessor to the company.
 */
export function mtDemoRequest(
  contract: ContractInfo,
  net: string,
  company: InvoicedCompany,
): DemoCfdiRequest {
  const rfc = contract.STCD1;
  const currency = (contract.MONEDA || 'MXN').toUpperCase();
  const amounts = periodAmountsOf(
    amountOf(net),
    { naturalPerson: isNaturalPersonRfc(rfc), cedularPercent: '0' },
    currency,
  );
  const site = [contract.OBJECT_ID_ACCT, contract.SITIO].filter(Boolean).join(' ');
  return {
    issuer: { rfc, name: contract.NAME2.toUpperCase(), regime: lessorRegime(rfc) },
    receiver: demoReceiverOf(company),
    concepts: [
      {
        productKey: MAINTENANCE_PRODUCT,
        unitKey: SERVICE_UNIT,
        description: `Servicio de mantenimiento del sitio ${site} - contrato ${contract.RECNNR}`,
        amount: amounts.CONDVALUENET,
        iva: amounts.TAXVALUE,
        isr: amounts.RETENCION_ISR,
        ivaWithheld: amounts.RETENCION_IVA,
      },
    ],
    currency,
    localWithholding: null,
  };
}

/** The units of periods that make one concept each: a rent with its discount (Z030) if any. */
export type DemoConcepts =
  | { ok: true; concepts: IssueConcept[]; cedular: string; cedularRate: string }
  | { ok: false; orphan: PeriodRow };

const cents = (text: string) => amountOf(text);

/**
 * One concept per period of the invoice, a discount period (a negative balance, an advance's Z030)
 * shown as the Descuento of the rent of the same contract, due date and period end; the amounts of
 * each concept are the periods' own. A discount with no rent beside it cannot be invoiced alone.
 */
export function demoConceptsOf(
  periods: readonly PeriodRow[],
  contracts: readonly ContractInfo[],
): DemoConcepts {
  const text = new Map(contracts.map((c) => [c.RECNNR, c.RECNTXT]));
  const unitOf = (p: PeriodRow) => `${p.RECNNR}|${p.DFAELL}|${p.DBERBIS}`;
  const rents = periods.filter((p) => cents(p.CONDVALUENET) > 0n);
  const discounts = periods.filter((p) => cents(p.CONDVALUENET) <= 0n);
  const orphan = discounts.find((d) => !rents.some((r) => unitOf(r) === unitOf(d)));
  if (orphan) return { ok: false, orphan };
  const concepts = rents.map((rent): IssueConcept => {
    const account = rent.OBJECT_ID_ACCT.replace(/[^0-9A-Za-z]/g, '');
    const unit = [rent, ...discounts.filter((d) => unitOf(d) === unitOf(rent))];
    const sumOf = (field: keyof PeriodRow) =>
      formatAmount(sumCents(unit.map((p) => cents(String(p[field])))));
    const discount = -sumCents(unit.slice(1).map((p) => cents(p.CONDVALUENET)));
    return {
      productKey: LEASE_PRODUCT,
      unitKey: SERVICE_UNIT,
      description: `${text.get(rent.RECNNR) ?? rent.RECNNR} - ${rent.TEXT_D}`.slice(0, 1000),
      amount: rent.CONDVALUENET,
      ...(discount > 0n ? { discount: formatAmount(discount) } : {}),
      iva: sumOf('TAXVALUE'),
      isr: sumOf('RETENCION_ISR'),
      ivaWithheld: sumOf('RETENCION_IVA'),
      ...(account ? { propertyAccount: account } : {}),
    };
  });
  const cedular = sumCents(periods.map((p) => cents(p.RETENCION_C)));
  const balance = sumCents(periods.map((p) => cents(p.CONDVALUENET)));
  // The state's rate, in percent with two decimals (the implocal TasadeRetencion).
  const rate = balance > 0n ? (cedular * 10_000n + balance / 2n) / balance : 0n;
  return {
    ok: true,
    concepts,
    cedular: formatAmount(cedular),
    cedularRate: formatAmount(rate),
  };
}

/** The one-page PDF of a demo invoice: text only (PDF 1.4, Helvetica), no active content. */
export function demoInvoicePdf(
  issued: IssuedDemoCfdi,
  request: DemoCfdiRequest,
  company: InvoicedCompany,
): Uint8Array {
  const { issuer, concepts, currency } = request;
  const lines = [
    'FACTURA DE EJEMPLO - DOCUMENTO DE DEMOSTRACION SIN VALIDEZ FISCAL',
    '',
    `Emisor: ${issuer.name} (RFC ${issuer.rfc}), regimen ${issuer.regime}`,
    `Receptor: ${request.receiver.name} (RFC ${company.tin}), regimen 601, uso G03, ` +
      `C.P. ${request.receiver.postalCode ?? DEMO_POSTAL_CODE}`,
    `Folio fiscal (UUID): ${issued.uuid}`,
    `Serie y folio: ${issued.factura}    Fecha: ${issued.fecha}`,
    'Forma de pago 99 (por definir), metodo PPD (pago en parcialidades o diferido)',
    '',
    'Conceptos:',
    ...concepts.flatMap((c) => [
      `  ${c.description.slice(0, 80)}`,
      `    Importe ${c.amount}${c.discount ? `  Descuento ${c.discount}` : ''}  IVA ${c.iva}` +
        `  Ret. ISR ${c.isr}  Ret. IVA ${c.ivaWithheld}`,
    ]),
    '',
    `Total: ${issued.total} ${currency}`,
    '',
    `Timbrado por el certificador de demostracion ${DEMO_CERTIFIER.rfc}.`,
    'Registrado como Vigente solo en el SAT embebido del portal.',
  ];
  return makePdf(lines.slice(0, 46));
}

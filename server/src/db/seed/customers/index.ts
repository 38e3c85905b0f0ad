/**
 * Seeds the embedded ERP's customer side for client 0000300001 and its children
 * 0000300002 (Norte) and 0000300003 (Sur), in company MX10: open contracts with material lines
 * (and the portal's agreement rows that drive the order-by-reference menu entry), materials,
 * ship-to tickets in each SAP status, billing documents with detail lines and withholdings (one
 * of a type the withholding master lacks, so it is not shown) and open and cleared balance
 * documents. Dates are relative to the anchor day; rows are inserted only when missing.
 */
import type { Db } from '../../client';
import {
  clientAgreements,
  customerBalanceDocuments,
  customerContractLines,
  customerContracts,
  customerInvoiceLines,
  customerInvoices,
  customerInvoiceWithholdings,
  customerMaterials,
  customerShipToTickets,
  erpCustomers,
} from '../../schema';
import {
  CUSTOMER_MASTER,
  CUSTOMER_NAMES,
  CUSTOMER_NORTE,
  CUSTOMER_PARENT,
  CUSTOMER_SUR,
} from './master';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const DAY_MS = 86_400_000;
const shift = (anchor: string, days: number) =>
  new Date(Date.parse(`${anchor}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const MATERIALS = [
  {
    matnr: 'TOR-MON-30',
    maktx: 'Torre monopolo 30 m',
    unit: 'PZA',
    price: '385000.00',
    gw: '4200.000',
    nw: '4000.000',
    days: 45,
    abc: 'A',
  },
  {
    matnr: 'ANT-SEC-65',
    maktx: 'Antena sectorial 65°',
    unit: 'PZA',
    price: '18500.00',
    gw: '25.500',
    nw: '22.000',
    days: 15,
    abc: 'A',
  },
  {
    matnr: 'CAB-COA-78',
    maktx: 'Cable coaxial 7/8"',
    unit: 'M',
    price: '145.50',
    gw: '0.600',
    nw: '0.550',
    days: 5,
    abc: 'B',
  },
  {
    matnr: 'GAB-EXT-01',
    maktx: 'Gabinete exterior para equipo',
    unit: 'PZA',
    price: '42300.00',
    gw: '180.000',
    nw: '165.000',
    days: 20,
    abc: 'B',
  },
  {
    matnr: 'KIT-TIE-01',
    maktx: 'Kit de tierras físicas',
    unit: 'JGO',
    price: '6900.00',
    gw: '35.000',
    nw: '33.000',
    days: 7,
    abc: 'C',
  },
] as const;
const material = (matnr: string) => MATERIALS.find((m) => m.matnr === matnr)!;

interface LinePlan {
  posnr: string;
  matnr: string;
  initial: string;
  remaining: string;
}
interface ContractPlan {
  vbeln: string;
  kunnr: string;
  auart: string;
  /** Days from the anchor. */
  from: number;
  to: number;
  bstkd: string;
  lines: LinePlan[];
}

/** Two open contracts of the parent, one of Norte, none of Sur, and one of the parent expired. */
const CONTRACTS: ContractPlan[] = [
  {
    vbeln: '0040000101',
    kunnr: CUSTOMER_PARENT,
    auart: 'ZCQ',
    from: -120,
    to: 610,
    bstkd: 'OC-CORP-2026-01',
    lines: [
      { posnr: '000010', matnr: 'TOR-MON-30', initial: '12.000', remaining: '9.000' },
      { posnr: '000020', matnr: 'ANT-SEC-65', initial: '60.000', remaining: '60.000' },
      { posnr: '000030', matnr: 'CAB-COA-78', initial: '5000.000', remaining: '3250.500' },
    ],
  },
  {
    vbeln: '0040000102',
    kunnr: CUSTOMER_PARENT,
    auart: 'ZCQ',
    from: -30,
    to: 335,
    bstkd: 'OC-CORP-2026-07',
    lines: [
      { posnr: '000010', matnr: 'GAB-EXT-01', initial: '20.000', remaining: '20.000' },
      { posnr: '000020', matnr: 'KIT-TIE-01', initial: '40.000', remaining: '0.000' },
    ],
  },
  {
    vbeln: '0040000201',
    kunnr: CUSTOMER_NORTE,
    auart: 'ZCQ',
    from: -60,
    to: 300,
    bstkd: 'OC-NTE-0045',
    lines: [
      { posnr: '000010', matnr: 'ANT-SEC-65', initial: '24.000', remaining: '18.000' },
      { posnr: '000020', matnr: 'KIT-TIE-01', initial: '10.000', remaining: '10.000' },
    ],
  },
  {
    vbeln: '0040000090',
    kunnr: CUSTOMER_PARENT,
    auart: 'ZCQ',
    from: -800,
    to: -40,
    bstkd: 'OC-CORP-2024-11',
    lines: [{ posnr: '000010', matnr: 'TOR-MON-30', initial: '4.000', remaining: '1.000' }],
  },
];

const RECEIVERS: Record<string, { id: string; name: string }> = {
  [CUSTOMER_PARENT]: { id: '0000310001', name: 'Almacén Central Monterrey' },
  [CUSTOMER_NORTE]: { id: '0000310002', name: 'Almacén Norte Chihuahua' },
  [CUSTOMER_SUR]: { id: '0000310003', name: 'Almacén Sur Oaxaca' },
};

const TICKETS = [
  {
    folio: 'DST-000101',
    kunnr: CUSTOMER_PARENT,
    sap: 'Autorizado en SAP',
    days: -40,
    street: 'Av. Constitución',
    num: '1500',
    state: 'Nuevo León',
  },
  {
    folio: 'DST-000102',
    kunnr: CUSTOMER_PARENT,
    sap: 'Rechazado',
    days: -25,
    street: 'Calle Morelos',
    num: '220',
    state: 'Nuevo León',
  },
  {
    folio: 'DST-000103',
    kunnr: CUSTOMER_PARENT,
    sap: 'En revisión',
    days: -3,
    street: 'Blvd. Díaz Ordaz',
    num: '88',
    state: 'Nuevo León',
  },
  {
    folio: 'DST-000201',
    kunnr: CUSTOMER_NORTE,
    sap: 'Autorizado en SAP',
    days: -15,
    street: 'Av. Tecnológico',
    num: '4301',
    state: 'Chihuahua',
  },
  {
    folio: 'DST-000202',
    kunnr: CUSTOMER_NORTE,
    sap: 'Pendiente de crédito',
    days: -2,
    street: 'Calle Victoria',
    num: '17',
    state: 'Chihuahua',
  },
  {
    folio: 'DST-000301',
    kunnr: CUSTOMER_SUR,
    sap: 'Rechazado',
    days: -9,
    street: 'Calz. Porfirio Díaz',
    num: '502',
    state: 'Oaxaca',
  },
] as const;

/** Billing documents: [invoice, client, order, days from anchor, [matnr, quantity][], withholdings]. */
const INVOICES: [string, string, string, number, [string, string][], [string, string][]][] = [
  [
    '0090001001',
    CUSTOMER_PARENT,
    '1100000901',
    -75,
    [
      ['TOR-MON-30', '2.000'],
      ['CAB-COA-78', '1000.000'],
    ],
    [['R1', '3000.00']],
  ],
  [
    '0090001002',
    CUSTOMER_PARENT,
    '1100000902',
    -20,
    [
      ['TOR-MON-30', '1.000'],
      ['CAB-COA-78', '749.500'],
    ],
    [['ZX', '1200.00']],
  ],
  ['0090001003', CUSTOMER_PARENT, '1100000903', -5, [['KIT-TIE-01', '40.000']], []],
  ['0090002001', CUSTOMER_NORTE, '1100000911', -30, [['ANT-SEC-65', '6.000']], [['R2', '1184.00']]],
  ['0090003001', CUSTOMER_SUR, '1100000921', -50, [['KIT-TIE-01', '3.000']], []],
];

const CREDIT_LIMIT: Record<string, string> = {
  [CUSTOMER_PARENT]: '2500000.00',
  [CUSTOMER_NORTE]: '400000.00',
  [CUSTOMER_SUR]: '150000.00',
};

const money = (n: number) => n.toFixed(2);

export async function seedCustomers(tx: Tx, anchor: string): Promise<void> {
  const sales = { vkorg: 'MX10', vtweg: '10', spart: '00' };
  await tx
    .insert(erpCustomers)
    .values([...CUSTOMER_MASTER])
    .onConflictDoNothing();
  await tx
    .insert(customerContracts)
    .values(
      CONTRACTS.map((c) => {
        const validTo = shift(anchor, c.to);
        return {
          vbeln: c.vbeln,
          bukrs: 'MX10',
          ...sales,
          auart: c.auart,
          statusId: c.to < 0 ? 'C' : 'B',
          statusName: c.to < 0 ? 'Cerrado' : 'Abierto',
          audat: shift(anchor, c.from - 5),
          validFrom: shift(anchor, c.from),
          validTo,
          kunnr: c.kunnr,
          clientName: CUSTOMER_NAMES[c.kunnr]!,
          receiverAddressId: `AD${c.kunnr.slice(-6)}`,
          bstkd: c.bstkd,
          externalOrderId: `EXT-${c.vbeln.slice(-4)}`,
        };
      }),
    )
    .onConflictDoNothing();
  await tx
    .insert(customerContractLines)
    .values(
      CONTRACTS.flatMap((c) =>
        c.lines.map((l) => {
          const m = material(l.matnr);
          const receiver = RECEIVERS[c.kunnr]!;
          return {
            vbeln: c.vbeln,
            posnr: l.posnr,
            matnr: m.matnr,
            maktx: m.maktx,
            pstyv: 'ZCQN',
            initialQuantity: l.initial,
            remainingQuantity: l.remaining,
            unit: m.unit,
            price: m.price,
            priceDate: shift(anchor, c.from),
            receiverId: receiver.id,
            receiverName: receiver.name,
            werks: 'MTY1',
          };
        }),
      ),
    )
    .onConflictDoNothing();
  // The portal's agreement rows (session: "has an active agreement") mirror the contracts.
  await tx
    .insert(clientAgreements)
    .values(
      CONTRACTS.map((c) => ({
        clientCode: c.kunnr,
        agreement: c.vbeln,
        validFrom: shift(anchor, c.from),
        validTo: shift(anchor, c.to),
      })),
    )
    .onConflictDoNothing();

  // Every client buys the five materials but Sur, which buys three.
  await tx
    .insert(customerMaterials)
    .values(
      [CUSTOMER_PARENT, CUSTOMER_NORTE, CUSTOMER_SUR].flatMap((kunnr) =>
        MATERIALS.slice(0, kunnr === CUSTOMER_SUR ? 3 : 5).map((m, i) => ({
          bukrs: 'MX10',
          kunnr,
          matnr: m.matnr,
          maktx: m.maktx,
          grossWeight: m.gw,
          netWeight: m.nw,
          weightUnit: 'KG',
          unit: m.unit,
          manufacturingDays: m.days,
          abcClass: m.abc,
          positionType: 'ZCQN',
          group1: 'TEL',
          group2: i < 2 ? 'INF' : 'ACC',
          group3: m.matnr.slice(0, 3),
          group4: '',
          group5: '',
          werks: 'MTY1',
        })),
      ),
    )
    .onConflictDoNothing();

  await tx
    .insert(customerShipToTickets)
    .values(
      TICKETS.map((t, i) => ({
        folio: t.folio,
        kunnr: t.kunnr,
        sapStatus: t.sap,
        requestDate: shift(anchor, t.days),
        requestTime: `${String(9 + i).padStart(2, '0')}:15:00`,
        createdTime: `${String(9 + i).padStart(2, '0')}:16:42`,
        receiverId: RECEIVERS[t.kunnr]!.id,
        receiverName: RECEIVERS[t.kunnr]!.name,
        street: t.street,
        houseNumber: t.num,
        state: t.state,
      })),
    )
    .onConflictDoNothing();

  await tx
    .insert(customerInvoices)
    .values(
      INVOICES.map(([vbeln, kunag, order, days]) => ({
        vbeln,
        bukrs: 'MX10',
        kunag,
        vbelnVa: order,
        fkdat: shift(anchor, days),
        currency: 'MXN',
      })),
    )
    .onConflictDoNothing();
  const totals = new Map<string, number>();
  await tx
    .insert(customerInvoiceLines)
    .values(
      INVOICES.flatMap(([vbeln, , , , items]) =>
        items.map(([matnr, quantity], i) => {
          const m = material(matnr);
          const amount = Math.round(Number(m.price) * Number(quantity) * 100) / 100;
          const iva = Math.round(amount * 16) / 100;
          totals.set(vbeln, (totals.get(vbeln) ?? 0) + amount + iva);
          return {
            vbeln,
            posnr: String((i + 1) * 10).padStart(6, '0'),
            matnr,
            maktx: m.maktx,
            quantity,
            price: m.price,
            amount: money(amount),
            iva: money(iva),
            total: money(amount + iva),
            delivery: `008${vbeln.slice(-7)}`,
          };
        }),
      ),
    )
    .onConflictDoNothing();
  await tx
    .insert(customerInvoiceWithholdings)
    .values(
      INVOICES.flatMap(([vbeln, , , , , held]) =>
        held.map(([witht, amount]) => ({ vbeln, witht, amount })),
      ),
    )
    .onConflictDoNothing();

  // Balance: each invoice as a document (the oldest of each client cleared by a payment), plus
  // a credit memo of the parent still open.
  const gjahr = anchor.slice(0, 4);
  const docs = INVOICES.map(([vbeln, kunnr, order, days], i) => {
    const cleared = i === 0 || i === 3;
    return {
      bukrs: 'MX10',
      kunnr,
      itemType: cleared ? 'C' : 'O',
      belnr: `180000${String(i + 1).padStart(4, '0')}`,
      gjahr,
      blart: 'RV',
      xblnr: `F-${vbeln.slice(-4)}`,
      bldat: shift(anchor, days),
      budat: shift(anchor, days),
      dueDate: shift(anchor, days + 30),
      amount: money(totals.get(vbeln) ?? 0),
      currency: 'MXN',
      discount: '0.00',
      augbl: cleared ? `140000${String(i + 1).padStart(4, '0')}` : '',
      augdt: cleared ? shift(anchor, days + 35) : null,
      invoiceId: vbeln,
      orderId: order,
      creditLimit: CREDIT_LIMIT[kunnr]!,
    };
  });
  docs.push({
    bukrs: 'MX10',
    kunnr: CUSTOMER_PARENT,
    itemType: 'O',
    belnr: '1800000099',
    gjahr,
    blart: 'DG',
    xblnr: 'NC-0042',
    bldat: shift(anchor, -12),
    budat: shift(anchor, -12),
    dueDate: shift(anchor, -12),
    amount: '-5800.00',
    currency: 'MXN',
    discount: '0.00',
    augbl: '',
    augdt: null,
    invoiceId: '',
    orderId: '',
    creditLimit: CREDIT_LIMIT[CUSTOMER_PARENT]!,
  });
  await tx.insert(customerBalanceDocuments).values(docs).onConflictDoNothing();
}

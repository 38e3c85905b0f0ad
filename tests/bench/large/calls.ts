/**
 * Every list and search call the portal's pages make, as the pages send them (their default
 * filters first, then the filters a user sets), each one entry: a name, the demo account a real
 * caller would be, the route and the body. Other work on these calls (new request fields, keyset
 * paging) changes an entry here and nothing else.
 *
 * `own` marks the calls whose caller's data the bulk load does not touch (a lessor's, a
 * supplier's, a crew's, a client's own rows): the bench checks their answer is the same on the
 * demo data and at production volume. Pages of staff and administrators see every partner's rows
 * and are expected to answer more.
 */
import { addCalendarDays, statementDefaultRange } from '../../../src/domain/invoicing/statement';
import { LEASE_CONDITION, STATEMENT_QUERY } from '../../../src/domain/invoicing/codes';
import {
  defaultConsultRange,
  defaultReviewRange,
  orderListFilter,
  type CalendarDate,
  type PageMode,
} from '../../../src/domain/maintenance';
import { ActionId } from '../../../src/protocol/envelope';
import { DEFAULT_STATEMENT_PAGE_SIZE } from '../../../src/protocol/statement-admin';
import { DEFAULT_USER_PAGE_SIZE } from '../../../src/protocol/user-admin';
import { DEFAULT_CREW_PAGE_SIZE } from '../../../src/protocol/crew-admin';
import { DEFAULT_SUPPLIER_PAGE_SIZE } from '../../../src/protocol/supplier-admin';
import { BATCH_SIZE, dueBatch } from '../../../server/src/modules/sat-watch/recheck';
import type { Db } from '../../../server/src/db/client';

/** The demo accounts the calls are made as (server/src/db/seed/accounts.ts). */
export const CALLERS = [
  'admin',
  'mantenimiento',
  'arrendador',
  'proveedor',
  'cuadrilla',
  'cliente',
] as const;
export type Caller = (typeof CALLERS)[number];

/** What the calls need to know of the demo data: ids the pages would have on screen. */
export interface CallContext {
  today: CalendarDate;
  /** The demo lessor's user id (the user filter of the audit log, its event history). */
  arrendadorId: number;
  /** A demo order and its work center (the order opened by its number), and its site. */
  order: { aufnr: string; arbpl: string; site: string };
}

export interface ApiCall {
  name: string;
  user: Caller;
  route: string;
  body: Record<string, unknown>;
  own: boolean;
}

/** A call made inside the server rather than through the API (a job's query). */
export interface DirectCall {
  name: string;
  direct: (db: Db) => Promise<unknown>;
  own: boolean;
}

export type BenchCall = ApiCall | DirectCall;

const MX10 = 'MX10';
const LESSOR = '0000100001';
const SUPPLIER = '0000200001';
const CLIENT = '0000300001';

/** A reportOrders body as an orders page sends it: its mode, filter and default ranges. */
function orders(
  mode: PageMode,
  today: CalendarDate,
  filter: { status?: string; region?: string; site?: string; from?: string; to?: string } = {},
  pageSize: 25 | 50 = 50,
): Record<string, unknown> {
  const status = filter.status ?? '';
  const range =
    mode === 'consult'
      ? { ...defaultConsultRange(today), ...filter }
      : (defaultReviewRange(today, status !== '') ?? null);
  const body = orderListFilter({
    mode,
    company: MX10,
    supplier: '',
    status,
    from: range?.from ?? today,
    to: range?.to ?? today,
    site: filter.site ?? '',
    region: filter.region ?? '',
  });
  // Before a status is chosen the review pages send no range (every date). The pages ask for their
  // first page of 50; the home page's work count for the first page of 25 and its count.
  return {
    ActionId: ActionId.ListFiltered,
    ...(range ? body : { ...body, fsavd_i: '', fsavd_e: '' }),
    PageSize: pageSize,
    Cursor: null,
  };
}

const wire = (day: CalendarDate) => day.replaceAll('-', '');

export function benchCalls(ctx: CallContext): BenchCall[] {
  const { today } = ctx;
  const pendingStatement = statementDefaultRange(today, STATEMENT_QUERY.pending);
  const paidStatement = statementDefaultRange(today, STATEMENT_QUERY.paid);
  const call = (
    name: string,
    user: Caller,
    route: string,
    body: Record<string, unknown>,
    own = false,
  ): ApiCall => ({ name, user, route, body, own });
  const auditLog = (filter: Record<string, unknown>) => ({
    ActionId: ActionId.ListFiltered,
    Filter: { UserId: null, ActionId: null, From: null, To: null, Entity: null, ...filter },
  });
  const userSearch = (filter: Record<string, unknown>) => ({
    ActionId: ActionId.ListFiltered,
    Filter: {
      StartDate: null,
      EndDate: null,
      Name: null,
      UserName: null,
      Email: null,
      Active: null,
      RoleId: null,
      CompanyId: null,
      SupplierId: null,
      ...filter,
    },
    Page: 1,
    PageSize: DEFAULT_USER_PAGE_SIZE,
  });

  return [
    // Maintenance orders (spec 3 §7.1): each page's default, then its filters.
    call(
      'orders: lessor review, default',
      'arrendador',
      'reportOrders',
      orders('review', today),
      true,
    ),
    call(
      'orders: crew review, default',
      'cuadrilla',
      'reportOrders',
      orders('review', today),
      true,
    ),
    call(
      'orders: lessor review, status 05',
      'arrendador',
      'reportOrders',
      orders('review', today, { status: '05' }),
      true,
    ),
    call(
      'orders: operator review, default',
      'mantenimiento',
      'reportOrders',
      orders('operator', today),
    ),
    call(
      "home: the operator's orders to review (status 05, first page of 25 and the count)",
      'mantenimiento',
      'reportOrders',
      orders('operator', today, { status: '05' }, 25),
    ),
    call(
      'orders: operator review, status 05',
      'mantenimiento',
      'reportOrders',
      orders('operator', today, { status: '05' }),
    ),
    call(
      'orders: operator review, region NOR',
      'mantenimiento',
      'reportOrders',
      orders('operator', today, { region: 'NOR' }),
    ),
    call(
      'orders: consult, default (last month)',
      'admin',
      'reportOrders',
      orders('consult', today),
    ),
    call(
      'orders: consult, one site',
      'admin',
      'reportOrders',
      orders('consult', today, { site: ctx.order.site, from: addCalendarDays(today, -365) }),
      true,
    ),
    call(
      'orders: consult, status 07 and region',
      'admin',
      'reportOrders',
      orders('consult', today, { status: '07', region: 'CEN' }),
    ),
    call('orders: revert, default', 'admin', 'reportOrders', orders('revert', today)),
    call(
      'orders: one order by its number',
      'arrendador',
      'ResultsOrderMP',
      { ActionId: ActionId.View, Process: '1', Aufnr: ctx.order.aufnr, Arbpl: ctx.order.arbpl },
      true,
    ),
    // User administration (spec 1 §2.8).
    call('users: administrator, page of 50', 'admin', 'user', {
      ActionId: ActionId.ListAll,
      Page: 1,
      PageSize: DEFAULT_USER_PAGE_SIZE,
    }),
    call(
      'users: Arrendador Principal, page of 50',
      'arrendador',
      'user',
      { ActionId: ActionId.ListAll, Page: 1, PageSize: DEFAULT_USER_PAGE_SIZE },
      true,
    ),
    call('users: search by name', 'admin', 'user', userSearch({ Name: 'García' })),
    call(
      "users: one user's events",
      'admin',
      'event',
      { ActionId: ActionId.ListFiltered, Filter: { ReferenceId: String(ctx.arrendadorId) } },
      true,
    ),
    // Operations (Eventos, Estadísticas, Sesiones, Notificaciones, Errores).
    call('Eventos: default', 'admin', 'AuditLog', auditLog({})),
    call('Eventos: by user', 'admin', 'AuditLog', auditLog({ UserId: ctx.arrendadorId })),
    call('Eventos: by entity', 'admin', 'AuditLog', auditLog({ Entity: 'session' })),
    call(
      'Eventos: last 7 days',
      'admin',
      'AuditLog',
      auditLog({ From: addCalendarDays(today, -6), To: today }),
    ),
    call('Estadísticas: last 30 days', 'admin', 'Statistics', {
      ActionId: ActionId.ListFiltered,
      From: addCalendarDays(today, -29),
      To: today,
    }),
    call('Sesiones: live sessions', 'admin', 'ActiveSession', { ActionId: ActionId.ListFiltered }),
    call('Notificaciones: outbox', 'admin', 'OutboxMessage', {
      ActionId: ActionId.ListFiltered,
      Filter: { Channel: null, Status: null, From: null, To: null },
    }),
    call('Errores: default', 'admin', 'ServerError', {
      ActionId: ActionId.ListFiltered,
      Filter: { From: null, To: null, Text: null },
    }),
    call('Errores: text search', 'admin', 'ServerError', {
      ActionId: ActionId.ListFiltered,
      Filter: { From: null, To: null, Text: 'timeout' },
    }),
    // Administration of suppliers, crews, communiqués and clients (spec 2 §2, spec 3 §7.3-7.5).
    call('suppliers: all, page of 50', 'admin', 'Supplier', {
      ActionId: ActionId.ListFiltered,
      Filter: { SearchType: 'all', Text: null },
      Page: 1,
      PageSize: DEFAULT_SUPPLIER_PAGE_SIZE,
    }),
    call('suppliers: text search', 'admin', 'Supplier', {
      ActionId: ActionId.ListFiltered,
      Filter: { SearchType: 'all', Text: 'Inmobiliaria' },
      Page: 1,
      PageSize: DEFAULT_SUPPLIER_PAGE_SIZE,
    }),
    call('crews: page of 50', 'admin', 'Crew', {
      ActionId: ActionId.ListFiltered,
      Filter: { Text: null },
      Page: 1,
      PageSize: DEFAULT_CREW_PAGE_SIZE,
    }),
    call('communiqués: page of 50', 'admin', 'Parameter', {
      ActionId: ActionId.ListFiltered,
      Filter: { Name: null, Code: null },
      Page: 1,
      PageSize: DEFAULT_STATEMENT_PAGE_SIZE,
    }),
    call(
      'clients: page of 50',
      'admin',
      'client',
      {
        ActionId: ActionId.ListFiltered,
        Filter: { Text: null },
        Page: 1,
        PageSize: DEFAULT_CREW_PAGE_SIZE,
      },
      true,
    ),
    call('clients: selector', 'admin', 'client', { ActionId: ActionId.ListAll }, true),
    // The lessor's pages (spec 2 §2 screens 1, 5; pending invoices).
    call(
      'lessor: contracts A001',
      'arrendador',
      'Contracts',
      { ActionId: ActionId.View, bukrs: MX10, Partner: LESSOR, condtype: ['A001'] },
      true,
    ),
    call(
      'lessor: periods A001, pending',
      'arrendador',
      'ContractList',
      {
        ActionId: ActionId.View,
        bukrs: MX10,
        Partner: LESSOR,
        recnnr: '',
        status: '01',
        dfaell_i: '',
        dfaell_e: '',
        condtype_t: LEASE_CONDITION,
        recnType: 'A001',
      },
      true,
    ),
    call(
      'lessor: periods A001, all',
      'arrendador',
      'ContractList',
      {
        ActionId: ActionId.View,
        bukrs: MX10,
        Partner: LESSOR,
        recnnr: '',
        status: '00',
        dfaell_i: '',
        dfaell_e: '',
        condtype_t: LEASE_CONDITION,
        recnType: 'A001',
      },
      true,
    ),
    call(
      'lessor: pending invoices',
      'arrendador',
      'ContractList',
      {
        ActionId: ActionId.View,
        bukrs: MX10,
        Partner: LESSOR,
        recnnr: '',
        status: '01',
        dfaell_i: '',
        dfaell_e: '',
        condtype_t: '',
        recnType: '',
      },
      true,
    ),
    call(
      'lessor: statement, pending',
      'arrendador',
      'StatementItems',
      {
        ActionId: ActionId.View,
        bukrs: MX10,
        lifnr: LESSOR,
        tipoConsulta: STATEMENT_QUERY.pending,
        fromdate: '',
        todate: wire(pendingStatement.to),
        isLessor: true,
      },
      true,
    ),
    call(
      'lessor: statement, paid (31 days)',
      'arrendador',
      'StatementItems',
      {
        ActionId: ActionId.View,
        bukrs: MX10,
        lifnr: LESSOR,
        tipoConsulta: STATEMENT_QUERY.paid,
        fromdate: wire(paidStatement.from ?? today),
        todate: wire(paidStatement.to),
        isLessor: true,
      },
      true,
    ),
    // The supplier's pages (spec 2 §2 screens 5-8).
    call(
      'supplier: pending receipts (order type 01)',
      'proveedor',
      'ReceiptSupplier',
      {
        ActionId: ActionId.View,
        BUKRS: MX10,
        LIFNR: SUPPLIER,
        AEDAT_I: '',
        AEDAT_E: '',
        EBELN: '',
        TIPO_PEDIDO: '01',
        RETENCIONES: true,
      },
      true,
    ),
    call(
      'supplier: orders pending to invoice',
      'proveedor',
      'PendingOrders',
      {
        ActionId: ActionId.View,
        bukrs: MX10,
        lifnr: SUPPLIER,
        tipoPedido: '',
        fromdate: '',
        todate: '',
      },
      true,
    ),
    call(
      'supplier: statement, pending',
      'proveedor',
      'StatementItems',
      {
        ActionId: ActionId.View,
        bukrs: MX10,
        lifnr: SUPPLIER,
        tipoConsulta: STATEMENT_QUERY.pending,
        fromdate: '',
        todate: wire(pendingStatement.to),
        isLessor: false,
      },
      true,
    ),
    // Payments pending a complement (spec 2 §2 screen 9).
    call(
      'payments: lessor pending',
      'arrendador',
      'PendingPayments',
      { ActionId: ActionId.View, bukrs: MX10, lifnr: LESSOR },
      true,
    ),
    call(
      'payments: supplier pending',
      'proveedor',
      'PendingPayments',
      { ActionId: ActionId.View, bukrs: MX10, lifnr: SUPPLIER },
      true,
    ),
    // Customer areas (spec 3 §7.6).
    call(
      'customer: open contracts',
      'cliente',
      'OpenSalesContract',
      { ActionId: ActionId.View, BUKRS: MX10, KUNNR: CLIENT },
      true,
    ),
    call(
      'customer: materials',
      'cliente',
      'Material',
      { ActionId: ActionId.View, BUKRS: MX10, KUNNR: CLIENT, KUNNRD: CLIENT, TCONSULTA: '2' },
      true,
    ),
    call(
      'customer: ship-to tickets',
      'cliente',
      'ShipTo',
      { ActionId: ActionId.View, KUNNR: CLIENT },
      true,
    ),
    call(
      'customer: balance, open items',
      'cliente',
      'CustomerBalance',
      {
        ActionId: ActionId.View,
        ITEM_TYPE: 'O',
        BUKRS: MX10,
        KUNNR: CLIENT,
        LANGU: 'S',
        DATE_FROM: '',
        DATE_TO: today,
      },
      true,
    ),
    call(
      'customer: account statement',
      'cliente',
      'AccountStatement',
      { ActionId: ActionId.View, BUKRS: MX10, KUNAG: CLIENT, VBELN_VA: '', VBELN: '' },
      true,
    ),
    // Every page's session check on a route change (spec 1, api/session 21).
    call('session refresh', 'arrendador', 'session', { ActionId: ActionId.View }),
    // The SAT re-check job: one batch of the invoices due again (sat-watch/recheck.ts).
    {
      name: 'SAT re-check: one due batch',
      direct: (db) => dueBatch(db, new Date(), 0, BATCH_SIZE),
      own: false,
    },
  ];
}

/**
 * The production-volume data set, written by PostgreSQL itself: each step is one SQL script of
 * INSERT … SELECT over generate_series, run on one connection (its temporary tables carry the
 * partners, sites and contracts from step to step) on top of the migrated and seeded demo
 * database. Bulk rows belong to other lessors, vendors, crews and clients than the demo accounts'
 * (so a page scoped to a partner answers them what it answered before) but to the same companies
 * and regions (so staff and administrators, who see everything, see the growth). Dates spread
 * over the three years up to today. Ids are given explicitly above the demo's and the serial
 * sequences moved past them at the end, so the portal's own inserts go on after them.
 */
import type pg from 'pg';
import { ADJUSTMENT_CONDITION_CODES, MT_POSTING } from '../../../src/domain/invoicing/codes';
import { ROLES, RoleName, type RoleNameValue } from '../../../src/domain/roles';
import { NEW_SUPPLIER_INVOICE_CONFIG } from '../../../src/domain/supplier-invoicing/codes';
import { LEASE_DOCUMENT_TYPE } from '../../../server/src/adapters/erp/embedded/invoicing/register';
import { CEDULAR_PERCENT, MT_DESCRIPTIONS } from '../../../server/src/db/seed/invoicing/plan';
import { REGIONS } from '../../../server/src/db/seed/catalogue';
import {
  CITIES,
  MONTH_NAMES,
  NEIGHBOURHOODS,
  ORDER_TEXTS,
  SITE_NAMES,
  STREETS,
} from '../../../server/src/db/seed/maintenance/texts';
import { KINDS, WITHHOLDING_TYPES } from '../../../server/src/db/seed/supplier/plan';
import {
  BULK_AUFNR_BASE,
  BULK_BELNR_BASE,
  BULK_EBELN_BASE,
  BULK_LESSOR_BASE,
  BULK_MBLNR_BASE,
  BULK_RECNNR_BASE,
  BULK_VENDOR_BASE,
  CONSOLIDATED_SITES,
  FIRST_PERIOD_MONTHS_BACK,
  ITEMS_PER_ORDER,
  MT_INVOICE_MONTHS_BACK,
  PERIODS_PER_CONTRACT,
  type DataSetSizes,
} from './data-set';
import {
  ATTACHMENT_DESCRIPTIONS,
  COMPANY_PLACES,
  ERROR_CLASSES,
  ERROR_MESSAGES,
  ERROR_ROUTES,
  FIRST_NAMES,
  LAST_NAMES,
  LESSOR_TRADES,
  MAIL_DOMAINS,
  MAIL_ERRORS,
  MAIL_KINDS,
  STATE_CODES,
  USER_AGENTS,
  VENDOR_TRADES,
  draw,
  lit,
  pick,
  plain,
  textArray,
  uuidOf,
} from './sql-words';

/** The first ids the bulk rows take in the tables whose ids they give (above the demo's). */
export interface IdBases {
  user: number;
  invoice: number;
  payment: number;
}

export interface LoadStep {
  name: string;
  sql: string;
}

const REGION_CODES = REGIONS.map((r) => r.code);
/** Three years of days: how far back the bulk history goes. */
const HISTORY_DAYS = 1095;
const MX = `'America/Mexico_City'`;

/** The user roles of the bulk users, per thousand, and what each is linked to (as the seed's). */
const USER_ROLES: readonly {
  role: RoleNameValue;
  perMille: number;
  partner: 'lessor' | 'vendor' | 'client' | 'staff';
  region?: boolean;
  crew?: boolean;
}[] = [
  { role: RoleName.ArrendadorPrincipal, perMille: 150, partner: 'lessor', region: true },
  { role: RoleName.Arrendador, perMille: 150, partner: 'lessor', region: true },
  { role: RoleName.ProveedorPrincipal, perMille: 100, partner: 'vendor' },
  { role: RoleName.Proveedor, perMille: 150, partner: 'vendor' },
  {
    role: RoleName.CuadrillaMantenimiento,
    perMille: 150,
    partner: 'vendor',
    region: true,
    crew: true,
  },
  { role: RoleName.MantenimientoFijoPrincipal, perMille: 30, partner: 'lessor', region: true },
  { role: RoleName.MantenimientoFijo, perMille: 30, partner: 'lessor', region: true },
  { role: RoleName.MantenimientoVariable, perMille: 20, partner: 'lessor', region: true },
  { role: RoleName.ArrendMasConsolidado, perMille: 30, partner: 'lessor', region: true },
  { role: RoleName.ClientePrincipal, perMille: 40, partner: 'client' },
  { role: RoleName.Cliente, perMille: 100, partner: 'client' },
  { role: RoleName.Mantenimiento, perMille: 30, partner: 'vendor', region: true },
  { role: RoleName.Visualizar, perMille: 15, partner: 'staff' },
  { role: RoleName.Administrador, perMille: 5, partner: 'staff' },
];

const roleId = (name: RoleNameValue) => {
  const role = ROLES.find((r) => r.name === name);
  if (!role) throw new Error(`no role ${name}`);
  return role.id;
};

/** A CASE over a draw in [0, 1000) choosing the role's row of USER_ROLES by its share. */
function byRoleShare(expr: string, value: (r: (typeof USER_ROLES)[number]) => string): string {
  let upTo = 0;
  const arms = USER_ROLES.map((r) => {
    upTo += r.perMille;
    return `when ${expr} < ${upTo} then ${value(r)}`;
  });
  return `(case ${arms.join(' ')} end)`;
}

/** An instant `fraction` (0 oldest … 1 now) along the three years, minus up to `jitter` seconds. */
const alongHistory = (fraction: string, jitterExpr: string) =>
  `(now() - make_interval(secs => (1 - ${fraction}) * ${HISTORY_DAYS * 86_400} + ${jitterExpr}))`;

export function loadSteps(s: DataSetSizes, ids: IdBases, passwordHash: string): LoadStep[] {
  const L = s.lessors;
  const V = s.vendors;
  const C = s.contracts;
  const P = s.purchaseOrders;
  const U = s.users;
  const cities = Object.entries(CITIES).flatMap(([region, list]) =>
    list.map(
      (c, i) =>
        `(${lit(region)}, ${i + 1}, ${list.length}, ${lit(c.code)}, ${lit(c.name)}, ${c.lat}, ${c.lon})`,
    ),
  );
  const regionNames = REGIONS.map((r) => `(${lit(r.code)}, ${lit(r.name)})`).join(', ');
  const monthName = (d: string) =>
    `(${textArray(MONTH_NAMES)})[extract(month from ${d})::int] || ' ' || extract(year from ${d})::int`;
  const cedular = Object.entries(CEDULAR_PERCENT)
    .map(([state, pct]) => `when ${lit(state)} then ${pct}`)
    .join(' ');
  const kinds = Object.values(KINDS).map((k, i) => {
    const rates = (tax: 'ISR' | 'IVA') =>
      k.withholdings
        .map((w) => WITHHOLDING_TYPES.find((t) => t.witht === w))
        .filter((t) => t?.tax === tax)
        .reduce((sum, t) => sum + Number(t!.percent), 0);
    return `(${i}, ${lit(k.bsart)}, ${lit(k.auart)}, ${lit(k.pstyp)}, ${lit(k.orderType)},
      ${lit(k.meins)}, ${textArray(k.withholdings)}, ${textArray(k.items)}, ${rates('ISR')},
      ${rates('IVA')})`;
  });
  const invoiceOf = (k: string, p: string) => `${ids.invoice} + (${k} - 1) * 20 + ${p}`;
  const mtInvoiceBase = ids.invoice + C * 20;
  const supplierInvoiceBase = mtInvoiceBase + C * MT_INVOICE_MONTHS_BACK.length;
  const firstUser = ids.user + 1;

  return [
    {
      name: 'lessors and vendors',
      sql: `
create temp table bulk_partner as
select n, lessor, idx, code, bukrs, person, series,
  case when person then l1 || ' ' || l2 || ' ' || first
       else trade || ' ' || l1 || ' ' || place || ', S.A. de C.V.' end as name,
  case when person
       then upper(${plain('substr(l1, 1, 2) || substr(l2, 1, 1) || substr(first, 1, 1)')})
         || to_char(date '1950-01-01' + ${draw('n', 7, 18_000)}, 'YYMMDD')
       else upper(${plain('substr(trade, 1, 1) || substr(l1, 1, 1) || substr(l2, 1, 1)')})
         || to_char(date '1985-01-01' + ${draw('n', 7, 12_000)}, 'YYMMDD') end
    || upper(substr(md5('rfc' || n), 1, 3)) as rfc
from (
  select n, n <= ${L} as lessor, case when n <= ${L} then n else n - ${L} end as idx,
    (case when n <= ${L} then ${BULK_LESSOR_BASE} + n else ${BULK_VENDOR_BASE} + n - ${L} end)::text as code,
    case when ${draw('n', 8, 10)} < 7 then 'MX10' else 'MX20' end as bukrs,
    n <= ${L} and ${draw('n', 6, 10)} < 4 as person,
    ${pick(FIRST_NAMES, 'n', 1)} as first, ${pick(LAST_NAMES, 'n', 2)} as l1,
    ${pick(LAST_NAMES, 'n', 3)} as l2,
    case when n <= ${L} then ${pick(LESSOR_TRADES, 'n', 4)} else ${pick(VENDOR_TRADES, 'n', 4)} end as trade,
    ${pick(COMPANY_PLACES, 'n', 5)} as place,
    upper(${plain(`substr(${pick(LAST_NAMES, 'n', 2)}, 1, 2)`)}) as series
  from generate_series(1, ${L + V}) n) p;
create unique index on bulk_partner (lessor, idx);

insert into suppliers (code, name, tin, is_lessor, is_supplier, active, invoice_option_id,
  invoice_status_id, invoice_type_id, withholding_tax_option_id)
select code, name, rfc, lessor, not lessor, ${draw('n', 9, 50)} <> 0, 1, 5, case when lessor then 2 else 1 end, 0
from bulk_partner order by n;
alter table bulk_partner add column supplier_id int;
update bulk_partner p set supplier_id = s.id from suppliers s where s.code = p.code;

insert into supplier_company (supplier_id, company_code) select supplier_id, bukrs from bulk_partner;
insert into supplier_invoice_type (supplier_id, code, name)
select supplier_id, case when lessor then '2' else '1' end,
  case when lessor then 'Factura de arrendamiento' else 'Factura con orden de compra' end
from bulk_partner;
insert into supplier_order_type (supplier_id, code, name)
select supplier_id, t.code, t.name from bulk_partner
cross join (values ('01', 'Materiales'), ('02', 'Servicios')) t(code, name) where not lessor;
insert into supplier_invoice_configs (supplier_id, invoice_option_id, invoice_status_id,
  invoice_type_id, withholding_tax_option_id)
select supplier_id, ${NEW_SUPPLIER_INVOICE_CONFIG.InvoiceOptionId},
  ${NEW_SUPPLIER_INVOICE_CONFIG.InvoiceStatusId}, ${NEW_SUPPLIER_INVOICE_CONFIG.InvoiceTypeId},
  ${NEW_SUPPLIER_INVOICE_CONFIG.WithHoldingTaxOptionId}
from bulk_partner where not lessor;
insert into lease_lessors (lifnr, name, rfc) select code, name, rfc from bulk_partner where lessor;
insert into erp_vendors (lifnr, name, rfc) select code, name, rfc from bulk_partner where not lessor;`,
    },
    {
      name: 'sites and crews',
      sql: `
create temp table bulk_site as
select sn, c.region, c.code as city_code, c.name as city, c.lat + ${draw('sn', 12, 24_001)} / 100000.0 - 0.12 as lat,
  c.lon + ${draw('sn', 13, 24_001)} / 100000.0 - 0.12 as lon,
  'MX-' || c.code || '-' || lpad((1000 + sn)::text, 5, '0') as funct_loc,
  'Torre ' || c.name || ' ' || ${pick(SITE_NAMES, 'sn', 14)} as descript,
  ${pick(STREETS, 'sn', 15)} || ' ' || (10 + ${draw('sn', 16, 2490)}) as street,
  ${pick(NEIGHBOURHOODS, 'sn', 17)} as hood
from (select sn, (${textArray(REGION_CODES)})[1 + sn % ${REGION_CODES.length}] as region
      from generate_series(1, ${s.sites}) sn) g
join (values ${cities.join(', ')}) c(region, i, n, code, name, lat, lon)
  on c.region = g.region and c.i = 1 + ${draw('g.sn', 18, 1000)} % c.n;
create unique index on bulk_site (sn);

insert into crews (code, name, active, company_code, supplier_id, region_code, modified_by, modified_date)
select 'BLK-' || r.code || '-' || lpad(k::text, 4, '0'), 'Cuadrilla ' || r.name || ' ' || k,
  ${draw('k', 19, 20)} <> 0, p.bukrs, p.supplier_id, r.code, 'admin',
  now() - make_interval(days => ${draw('k', 20, HISTORY_DAYS)})
from generate_series(1, ${s.crewsPerRegion}) k
cross join (values ${regionNames}) r(code, name)
join bulk_partner p on not p.lessor and p.idx = 1 + ${draw('k', 21, V)};`,
    },
    {
      name: 'users and their links',
      sql: `
insert into users (id, user_name, name, email, phone_number, site_admin, site_portal, active,
  lockout_enabled, child, employee, client_parent_id, client_child_id, modified_date, modified_by,
  company_code, role_id, created_by_admin, created_date, password_hash, password_pending,
  failed_login_count, force_agreement_accept)
select ${ids.user} + u, lower(${plain('first')}) || '.' || lower(${plain('l1')}) || '.' || u,
  first || ' ' || l1 || ' ' || l2,
  lower(${plain('first')}) || '.' || lower(${plain('l1')}) || u || '@' || ${pick(MAIL_DOMAINS, 'u', 30)},
  '55' || lpad(${draw('u', 31, 100_000_000)}::text, 8, '0'), false, true, ${draw('u', 32, 20)} <> 0,
  true, role_id in (${roleId(RoleName.Arrendador)}, ${roleId(RoleName.Proveedor)}, ${roleId(RoleName.MantenimientoFijo)}, ${roleId(RoleName.Cliente)}),
  role_id in (${roleId(RoleName.Visualizar)}, ${roleId(RoleName.Administrador)}),
  case when kind = 'client' then '0009' || lpad((1 + ${draw('u', 33, Math.max(10, Math.round(U / 50)))})::text, 6, '0') end,
  case when role_id = ${roleId(RoleName.Cliente)} then '0008' || lpad(u::text, 6, '0') end,
  created + make_interval(days => ${draw('u', 34, 200)}), 'admin', company, role_id,
  role_id not in (${roleId(RoleName.Arrendador)}, ${roleId(RoleName.Proveedor)}, ${roleId(RoleName.MantenimientoFijo)}, ${roleId(RoleName.Cliente)}),
  created, ${lit(passwordHash)}, false, 0, false
from (
  select u, ${pick(FIRST_NAMES, 'u', 35)} as first, ${pick(LAST_NAMES, 'u', 36)} as l1,
    ${pick(LAST_NAMES, 'u', 37)} as l2, role_id, kind, ${alongHistory(`u::float8 / ${U}`, '0')} - interval '200 days' as created,
    case when kind = 'staff' then null when kind = 'client' then case when ${draw('u', 38, 10)} < 7 then 'MX10' else 'MX20' end
         else (select bukrs from bulk_partner p where p.lessor = (kind = 'lessor')
               and p.idx = 1 + ${draw('u', 39, `(case when kind = 'lessor' then ${L} else ${V} end)`)}) end as company
  from (select u, ${byRoleShare(draw('u', 40, 1000), (r) => String(roleId(r.role)))} as role_id,
          ${byRoleShare(draw('u', 40, 1000), (r) => lit(r.partner))} as kind
        from generate_series(1, ${U}) u) x) y;

create temp table bulk_user as
select id, id - ${ids.user} as u, role_id, company_code,
  ${byRoleShare(draw(`id - ${ids.user}`, 40, 1000), (r) => lit(r.partner))} as kind,
  ${byRoleShare(draw(`id - ${ids.user}`, 40, 1000), (r) => (r.region ? 'true' : 'false'))} as with_region,
  ${byRoleShare(draw(`id - ${ids.user}`, 40, 1000), (r) => (r.crew ? 'true' : 'false'))} as with_crew
from users where id > ${ids.user};
create unique index on bulk_user (u);

insert into user_company (user_id, company_code)
select id, coalesce(company_code, c.code) from bulk_user
cross join (values ('MX10'), ('MX20')) c(code)
where company_code is null or c.code = 'MX10';
insert into user_supplier (user_id, supplier_id)
select b.id, p.supplier_id from bulk_user b
join bulk_partner p on p.lessor = (b.kind = 'lessor')
  and p.idx = 1 + ${draw('b.u', 39, `(case when b.kind = 'lessor' then ${L} else ${V} end)`)}
where b.kind in ('lessor', 'vendor');
insert into user_region (user_id, region_code)
select id, (${textArray(REGION_CODES)})[1 + ${draw('u', 41, REGION_CODES.length)}] from bulk_user where with_region;
insert into user_crew (user_id, crew_code)
select id, 'BLK-' || (${textArray(REGION_CODES)})[1 + ${draw('u', 41, REGION_CODES.length)}] || '-'
  || lpad((1 + ${draw('u', 42, s.crewsPerRegion)})::text, 4, '0')
from bulk_user where with_crew;
insert into user_module (user_id, module_code, active)
select b.id, rm.module_code, true from bulk_user b join role_module rm on rm.role_id = b.role_id;

-- The first user of each partner registered its invoices through the portal.
alter table bulk_partner add column user_id int;
update bulk_partner p set user_id = f.user_id
from (select supplier_id, min(user_id) as user_id from user_supplier where user_id > ${ids.user} group by supplier_id) f
where f.supplier_id = p.supplier_id;`,
    },
    {
      name: 'maintenance orders',
      sql: `
insert into maintenance_orders (aufnr, auart, bukrs, lifnr, arbpl, work_cntr, status, order_status,
  txt, month, funct_loc, descript, po_number, fsavd, fsavz, tdline, latu, lotu, city1, region,
  str_suppl1, str_suppl2, order_comments, op, version, modified_date)
select (${BULK_AUFNR_BASE} + g)::text, auart, p.bukrs, p.code, 'MTTO-' || t.region,
  case when status = '01' then null
       else 'BLK-' || t.region || '-' || lpad((1 + ${draw('g', 50, s.crewsPerRegion)})::text, 4, '0') end,
  status,
  case status when '03' then 'VAPR' when '04' then 'REPV' when '05' then 'VAPV'
              when '06' then 'RETL' when '07' then 'VATL' else '' end,
  case auart ${Object.entries(ORDER_TEXTS)
    .map(([type, texts]) => `when ${lit(type)} then ${pick(texts, 'g', 51)}`)
    .join(' ')} end,
  ${monthName('fsavd')}, t.funct_loc, t.descript,
  '45000' || (10000 + ${draw('g', 52, 90_000)}), fsavd,
  lpad((8 + ${draw('g', 53, 10)})::text, 2, '0') || case when ${draw('g', 54, 2)} = 0 then ':00:00' else ':30:00' end,
  'Realizar la rutina del formato ' || auart || ' en el sitio ' || t.funct_loc || ' conforme al programa anual.',
  round(t.lat::numeric, 6), round(t.lon::numeric, 6), t.city, t.region, t.street, t.hood,
  case when ${draw('g', 55, 10)} < 3 then 'Coordinar acceso con el arrendador un día antes.' else '' end,
  '0010', status::int, (fsavd + time '18:00') at time zone 'UTC'
from (
  select g, status, auart, sn, pn,
    case status when '01' then current_date + ${draw('g', 56, 81)} - 20
                when '02' then current_date + ${draw('g', 56, 56)} - 10
                else current_date - 5 - ${draw('g', 56, HISTORY_DAYS - 5)} end as fsavd
  from (select g,
          (ARRAY['01','01','02','02','03','03','03','04','05','05','05','06','07','07','07'])[1 + ${draw('g', 57, 15)}] as status,
          case when ${draw('g', 58, 10)} < 6 then 'TS01' when ${draw('g', 58, 10)} < 9 then 'TS02' else 'TS03' end as auart,
          1 + ${draw('g', 59, s.sites)} as sn, 1 + ${draw('g', 60, L + V)} as pn
        from generate_series(1, ${s.orders}) g) a) o
join bulk_site t on t.sn = o.sn
join bulk_partner p on p.n = o.pn;`,
    },
    {
      name: 'order attachments (1-4 kB files)',
      sql: `
create temp table bulk_attachment as
select g, (${BULK_AUFNR_BASE} + 1 + ${draw('g', 70, s.orders)})::text as aufnr,
  convert_to('%PDF-1.4' || chr(10) || '% PortalPRO anexo ' || g || chr(10)
    || repeat(md5(g::text), 32 + ${draw('g', 71, 96)}) || chr(10) || '%%EOF', 'UTF8') as data
from generate_series(1, ${s.attachments}) g;
insert into file_blobs (sha256, size, mime, data, created_at)
select encode(sha256(data), 'hex'), octet_length(data), 'application/pdf', data, now() from bulk_attachment
on conflict do nothing;
insert into maintenance_attachments (aufnr, attachment_type_id, description, notes, file_name,
  file_ext, file_size, blob_sha256, active, created_by, created_date, created_by_user_id)
select a.aufnr, 1 + ${draw('g', 72, 5)}, ${pick(ATTACHMENT_DESCRIPTIONS, 'g', 73)}, '',
  'anexo_' || a.aufnr || '_' || g || '.pdf', 'pdf', octet_length(a.data), encode(sha256(a.data), 'hex'),
  ${draw('g', 74, 20)} <> 0, u.user_name, o.modified_date, u.id
from bulk_attachment a
join maintenance_orders o on o.aufnr = a.aufnr
join users u on u.id = ${firstUser} + ${draw('g', 75, U)};`,
    },
    {
      name: 'lease contracts, periods and their invoices',
      sql: `
create temp table bulk_contract as
select k, p.bukrs, (${BULK_RECNNR_BASE} + k)::text as recnnr,
  case when t < 15 then 'A001' when t < 17 then 'A003' when t < 19 then 'A002' else 'A004' end as recntype,
  p.code as lifnr, p.person, p.series, p.user_id, site.funct_loc as site_id, site.descript as site_name,
  regio, case when p.person then case regio ${cedular} else 0 end else 0 end as cedular,
  case when ${draw('k', 81, 100)} < 3 then 'USD' else 'MXN' end as currency,
  5000 + ${draw('k', 82, 55_000)} as rent, 1 + ${draw('k', 83, 28)} as due_day,
  ${draw('k', 84, 5)} = 0 as variable
from (select k, ${draw('k', 80, 20)} as t, ${pick(STATE_CODES, 'k', 85)} as regio
      from generate_series(1, ${C}) k) c
join bulk_partner p on p.lessor and p.idx = 1 + ${draw('k', 86, L)}
join bulk_site site on site.sn = 1 + ${draw('k', 87, s.sites)};
create unique index on bulk_contract (k);

insert into lease_contracts (bukrs, recnnr, recntype, lifnr, recntxt, object_id_acct, site_name,
  regio, cedular_percent, currency, payment_days, begin_date, end_date, variable_maintenance, advance_type)
select bukrs, recnnr, recntype, lifnr,
  case recntype when 'A002' then 'Arrendamiento consolidado ' || site_name
                when 'A003' then 'Mantenimiento fijo sitio ' || site_id || ' ' || site_name
                when 'A004' then 'Ajustes de arrendamiento ' || site_id
                else 'Arrendamiento sitio ' || site_id || ' ' || site_name end,
  site_id, site_name, regio, cedular, currency, 30,
  (date_trunc('month', current_date) - make_interval(months => ${FIRST_PERIOD_MONTHS_BACK} + ${draw('k', 88, 60)}))::date,
  null, variable, null
from bulk_contract;

-- One period a month: its amounts (+4 % a year), and its pair's invoice once the pair's second
-- month fell due (paid 35 days after), else pending to send.
create temp view bulk_period as
select c.*, (ms + interval '1 month - 1 day')::date as me,
  case when person then round(net * 0.10, 2) else 0 end as isr,
  case when person then round(tax * 2 / 3, 2) else 0 end as iva,
  round(net * cedular / 100, 2) as ced,
  pair_due < current_date as invoiced, pair_due < current_date - 35 as paid
from (select c.*, m, ms, ms + due_day - 1 as due,
        (ms + (case when m % 2 = 0 then interval '1 month' else interval '0' end))::date + due_day - 1 as pair_due,
        round(case when currency = 'USD' then rent / 18.0 else rent end * power(1.04, m / 12), 2) as net,
        round(round(case when currency = 'USD' then rent / 18.0 else rent end * power(1.04, m / 12), 2) * 0.16, 2) as tax
      from bulk_contract c
      cross join generate_series(0, ${PERIODS_PER_CONTRACT - 1}) m
      cross join lateral (select (date_trunc('month', current_date) + make_interval(months => m - ${FIRST_PERIOD_MONTHS_BACK}))::date as ms) d) c;

insert into erp_invoices (id, kind, bukrs, lifnr, uuid, xblnr, electronic, belnr, gjahr, blart,
  bldat, budat, payment_days, balance, impuestos, monto, retenciones_c, retenciones_isr,
  retenciones_iva, total, currency, status, comment, augdt, augbl, registered_by, registered_at)
select id, 'LEASE', bukrs, lifnr, ${uuidOf(`'lease-' || id`)},
  series || '-' || (1000 + p + 20 * (k % 400)), ${draw('id', 90, 100)} >= 8,
  (${BULK_BELNR_BASE} + id)::text, to_char(budat, 'YYYY'), ${lit(LEASE_DOCUMENT_TYPE)},
  bldat, budat, 30, balance, impuestos, balance + impuestos, ced, isr, iva,
  balance + impuestos - ced - isr - iva, currency, case when paid then '03' else '02' end, '',
  case when paid then greatest(least(pair_due + 5 + ${draw('id', 91, 21)}, current_date - 1), budat) end,
  case when paid then '16' || lpad((id - ${ids.invoice})::text, 8, '0') end,
  case when ${draw('id', 92, 10)} < 7 then user_id end,
  (budat + time '09:00' + make_interval(mins => ${draw('id', 93, 540)})) at time zone ${MX}
from (select id, k, p, bukrs, lifnr, series, currency, user_id, paid, pair_due, balance, impuestos,
        ced, isr, iva, bldat, least(bldat + ${draw('id', 95, 3)}, current_date) as budat
      from (select ${invoiceOf('k', 'p')} as id, k, p, bukrs, lifnr, series, currency, user_id,
              paid, pair_due, sum(net) as balance, sum(tax) as impuestos, sum(ced) as ced,
              sum(isr) as isr, sum(iva) as iva,
              least(min(due) - 2 - ${draw(invoiceOf('k', 'p'), 94, 7)}, current_date) as bldat
            from (select *, m / 2 as p from bulk_period where invoiced) b
            group by k, p, bukrs, lifnr, series, currency, user_id, paid, pair_due) i) j;

insert into lease_periods (cfpayguid, bukrs, recnnr, lifnr, recntype, condtype, flowtype, dfaell,
  dbervon, dberbis, text_d, sgtxt, comentario, status, condvaluenet, taxvalue, condvaluegross,
  retencion_c, retencion_isr, retencion_iva, monto_total, currency, invoice_id)
select upper(md5('period-' || recnnr || '-' || m)), bukrs, recnnr, lifnr, recntype,
  case recntype when 'A001' then 'Z001' when 'A003' then 'ZMFI' when 'A002' then 'ZCON'
    else (${textArray(ADJUSTMENT_CONDITION_CODES)})[1 + m % ${ADJUSTMENT_CONDITION_CODES.length}] end,
  'V100', due, ms, me,
  case recntype when 'A001' then 'Renta ' when 'A003' then 'Mantenimiento fijo '
    when 'A002' then 'Consolidado ' else 'Regularización ' end || ${monthName('ms')}
    || case when recntype = 'A002' then ' (${CONSOLIDATED_SITES} sitios)' else '' end,
  site_id || ' ' || site_name, '',
  case when not invoiced then '01' when paid then '03' else '02' end,
  net, tax, net + tax, ced, isr, iva, net + tax - ced - isr - iva, currency,
  case when invoiced then ${invoiceOf('k', 'm / 2')} end
from bulk_period;

insert into lease_period_items (cfpayguid, posnr, object_id_acct, site_name, text, menge, meins,
  preis, condvaluenet, taxvalue, condvaluegross)
select upper(md5('period-' || recnnr || '-' || m)), lpad((j * 10)::text, 6, '0'),
  site.funct_loc, site.descript, 'Renta ' || site.descript || ' ' || ${monthName('ms')}, 1, 'MES',
  round(net / ${CONSOLIDATED_SITES}, 2), round(net / ${CONSOLIDATED_SITES}, 2),
  round(round(net / ${CONSOLIDATED_SITES}, 2) * 0.16, 2),
  round(net / ${CONSOLIDATED_SITES}, 2) + round(round(net / ${CONSOLIDATED_SITES}, 2) * 0.16, 2)
from bulk_period b cross join generate_series(1, ${CONSOLIDATED_SITES}) j
join bulk_site site on site.sn = 1 + ${draw('b.k * 7 + j', 96, s.sites)}
where recntype = 'A002';

insert into erp_invoices (id, kind, bukrs, lifnr, uuid, xblnr, electronic, belnr, gjahr, blart,
  bldat, budat, payment_days, balance, impuestos, monto, retenciones_c, retenciones_isr,
  retenciones_iva, total, currency, status, comment, recnnr, description, site, service_month,
  service_year, augdt, augbl, registered_by, registered_at)
select id, 'MT', bukrs, lifnr, ${uuidOf(`'mt-' || id`)}, series || '-M' || (100 + j + 3 * (k % 300)),
  true, (${BULK_BELNR_BASE} + id)::text, to_char(budat, 'YYYY'), ${lit(MT_POSTING.documentType)},
  bldat, budat, 30, net, tax, net + tax, 0, isr, iva, net + tax - isr - iva, 'MXN', status,
  case when status = '02' then 'Importe no corresponde a la orden de servicio' else '' end,
  recnnr, ${pick(MT_DESCRIPTIONS, 'id', 97)}, site_id, extract(month from bldat)::int,
  extract(year from bldat)::int,
  case when status = '04' then least(bldat + 30 + ${draw('id', 98, 21)}, current_date - 1) end,
  case when status = '04' then '17' || lpad((id - ${ids.invoice})::text, 8, '0') end,
  user_id, (budat + time '10:00') at time zone ${MX}
from (select *, case when j = 1 and ${draw('id', 99, 10)} = 0 then '02'
                     when current_date - bldat <= 30 then '01'
                     when current_date - bldat <= 75 then '03' else '04' end as status,
        case when person then round(net * 0.10, 2) else 0 end as isr,
        case when person then round(tax * 2 / 3, 2) else 0 end as iva,
        least(bldat + ${draw('id', 100, 3)}, current_date) as budat
      from (select c.*, j, ${mtInvoiceBase} + (k - 1) * ${MT_INVOICE_MONTHS_BACK.length} + j - 1 as id,
              least((date_trunc('month', current_date) - make_interval(months => back))::date
                + 2 + ${draw('k * 3 + j', 101, 24)}, current_date) as bldat,
              (2500 + ${draw('k * 3 + j', 102, 15_500)})::numeric(15, 2) as net,
              round((2500 + ${draw('k * 3 + j', 102, 15_500)}) * 0.16, 2) as tax
            from bulk_contract c
            cross join unnest(ARRAY[${MT_INVOICE_MONTHS_BACK.join(', ')}]) with ordinality as t(back, j)
            where variable) x) y;`,
    },
    {
      name: 'purchase orders, goods receipts and their invoices',
      sql: `
create temp table bulk_kind (i int, bsart text, auart text, pstyp text, order_type text, meins text,
  withholdings text[], items text[], isr numeric, iva numeric);
insert into bulk_kind values ${kinds.join(',\n  ')};

create temp table bulk_po as
select p, (${BULK_EBELN_BASE} + p)::text as ebeln, v.bukrs, v.code as lifnr, v.user_id,
  ${draw('p', 110, kinds.length)} as kind, case when ${draw('p', 111, 100)} < 3 then 'USD' else 'MXN' end as waers,
  current_date - ${draw('p', 112, HISTORY_DAYS)} as aedat, site.funct_loc || ' ' || site.descript as recntxt
from generate_series(1, ${P}) p
join bulk_partner v on not v.lessor and v.idx = 1 + ${draw('p', 113, V)}
join bulk_site site on site.sn = 1 + ${draw('p', 114, s.sites)};
create unique index on bulk_po (p);

insert into purchase_orders (ebeln, bukrs, lifnr, bsart, auart, order_type, waers, aedat, recntxt,
  comentario, payment_days)
select ebeln, bukrs, lifnr, k.bsart, k.auart, k.order_type, waers, aedat, recntxt, '',
  case when k.pstyp = '0' then 30 else 45 end
from bulk_po o join bulk_kind k on k.i = o.kind;

create temp table bulk_item as
select o.*, n, lpad((n * 10)::text, 5, '0') as ebelp, k.items[1 + (n - 1) % cardinality(k.items)] as txz01,
  k.pstyp, k.meins, k.withholdings, k.isr as isr_pct, k.iva as iva_pct,
  case when waers = 'USD' then 150 + ${draw('p * 4 + n', 115, 2350)}
       else 1800 + ${draw('p * 4 + n', 115, 46_200)} + ${draw('p * 4 + n', 116, 100)} / 100.0 end as price,
  case when k.pstyp = '0' then 1 + ${draw('p * 4 + n', 117, 6)} else 1 end as per_receipt,
  2 + (p + n) % 2 as receipts
from bulk_po o join bulk_kind k on k.i = o.kind
cross join generate_series(1, ${ITEMS_PER_ORDER}) n;

insert into purchase_order_items (ebeln, ebelp, txz01, pstyp, mwskz, menge, meins, netpr, withholdings)
select ebeln, ebelp, txz01, pstyp, 'V1', per_receipt * receipts + case when pstyp = '0' then 1 else 0 end,
  meins, price, withholdings
from bulk_item;

-- The receipts: 2 or 3 per item, within days of the order; those of orders older than 60 days
-- were invoiced (one invoice per order), the rest wait.
create temp view bulk_line as
select i.*, r, ${BULK_MBLNR_BASE} + (p - 1) * 12 + (n - 1) * 3 + r as mblnr,
  least(aedat + 2 + r * 3 + n, current_date) as budat,
  round(price * per_receipt, 2) as wrbtr, round(round(price * per_receipt, 2) * 0.16, 2) as fwste,
  round(round(price * per_receipt, 2) * isr_pct / 100, 2) as isr,
  round(round(price * per_receipt, 2) * iva_pct / 100, 2) as iva,
  aedat < current_date - 60 as invoiced
from bulk_item i cross join lateral generate_series(1, i.receipts) r;

insert into erp_invoices (id, kind, bukrs, lifnr, uuid, xblnr, electronic, belnr, gjahr, blart,
  bldat, budat, payment_days, balance, impuestos, monto, retenciones_c, retenciones_isr,
  retenciones_iva, total, currency, status, comment, augdt, augbl, registered_by, registered_at)
select id, 'SUPPLIER', bukrs, lifnr, ${uuidOf(`'supplier-' || id`)}, 'F' || (1000 + p % 9000), true,
  (${BULK_BELNR_BASE} + id)::text, to_char(bldat, 'YYYY'), 'RE', bldat, bldat, days, balance,
  impuestos, balance + impuestos, 0, isr, iva, balance + impuestos - isr - iva, waers,
  case when bldat + days < current_date then '03' else '02' end, '',
  case when bldat + days < current_date then bldat + days end,
  case when bldat + days < current_date then '18' || lpad((id - ${ids.invoice})::text, 8, '0') end,
  case when ${draw('id', 118, 10)} < 8 then user_id end,
  (bldat + time '11:00') at time zone ${MX}
from (select ${supplierInvoiceBase} + p as id, p, bukrs, lifnr, waers, user_id,
        case when min(pstyp) = '0' then 30 else 45 end as days,
        least(max(budat) + 3 + ${draw('p', 119, 10)}, current_date) as bldat,
        sum(wrbtr) as balance, sum(fwste) as impuestos, sum(isr) as isr, sum(iva) as iva
      from bulk_line where invoiced group by p, bukrs, lifnr, waers, user_id) x;

insert into goods_receipt_lines (bukrs, lifnr, ebeln, ebelp, mblnr, mjahr, zeile, kschl, budat,
  menge, meins, mwskz, wrbtr, fwste, waers, lfbnr, lfpos, txz01_essr, sgtxt, xblnr, invoice_id)
select bukrs, lifnr, ebeln, ebelp, mblnr::text, to_char(budat, 'YYYY'), '0001', 'PBXX', budat,
  per_receipt, meins, 'V1', wrbtr, fwste, waers, mblnr::text, '0001',
  case when pstyp = '0' then '' else 'Hoja de servicio ' || (mblnr - 4000000000) end,
  left(txz01 || ' - ' || recntxt, 50),
  case when pstyp = '0' then 'REM-' || right(mblnr::text, 5) else '' end,
  case when invoiced then ${supplierInvoiceBase} + p end
from bulk_line order by p, n, r;

insert into goods_receipt_withholdings (line_id, witht, amount)
select l.id, w.witht, round(l.wrbtr * w.percent / 100, 2)
from goods_receipt_lines l
join purchase_order_items i on i.ebeln = l.ebeln and i.ebelp = l.ebelp
cross join lateral unnest(i.withholdings) h(witht)
join erp_withholding_types w on w.witht = h.witht
where l.ebeln > '${BULK_EBELN_BASE}' and cardinality(i.withholdings) > 0;`,
    },
    {
      name: 'payments of the paid invoices',
      sql: `
insert into erp_payments (id, bukrs, lifnr, augbl, gjahr, augdt, amount, currency, payment_form)
select ${ids.payment} + id - ${ids.invoice}, bukrs, lifnr, augbl, to_char(augdt, 'YYYY'), augdt, total, currency, '03'
from erp_invoices where id >= ${ids.invoice} and augdt is not null and augbl is not null and total > 0;
insert into erp_payment_items (payment_id, invoice_id, bukrs, lifnr, amount, payment_method)
select ${ids.payment} + id - ${ids.invoice}, id, bukrs, lifnr, total,
  case when augdt >= current_date - 75 then 'PPD' else 'PUE' end
from erp_invoices where id >= ${ids.invoice} and augdt is not null and augbl is not null and total > 0;`,
    },
    {
      name: 'SAT watch of the registered invoices',
      sql: `
-- The last check of each electronic invoice of the last 12 months (one in twenty never checked
-- yet): young ones were asked within the last two days, older ones within the last ten, so part
-- of them are due again (daily for the first 30 days, weekly after).
insert into sat_watch (invoice_id, state, estado, es_cancelable, estatus_cancelacion, listed_69b,
  checked_at, attempted_at)
select id, 'vigente', 'Vigente', 'Cancelable con aceptación', null, false, at, at
from (select id, case when registered_at >= now() - interval '30 days'
                      then greatest(registered_at, now() - make_interval(mins => ${draw('id', 120, 48 * 60)}))
                      else now() - make_interval(mins => ${draw('id', 121, 10 * 24 * 60)}) end as at
      from erp_invoices
      where id >= ${ids.invoice} and electronic and registered_at >= now() - interval '12 months'
        and ${draw('id', 122, 20)} <> 0) w;`,
    },
    {
      name: 'audit events',
      sql: `
insert into audit_events (reference_id, date, action_id, user_id, user_display_name, resource, target, detail)
select case when resource in ('session', 'user', 'token', 'ActiveSession') then u.id::text end,
  at, action_id, u.id, u.name, resource,
  case resource when 'session' then u.user_name when 'token' then u.user_name
    when 'ResultsOrderMP' then (${BULK_AUFNR_BASE} + 1 + ${draw('g', 130, s.orders)})::text
    when 'user' then 'usuario ' || (${firstUser} + ${draw('g', 131, U)})
    else null end,
  case when resource in ('session', 'token') and action_id = 31
    then jsonb_build_object('outcome', case when ${draw('g', 132, 10)} = 0 then 'failure' else 'success' end,
      'ip', '10.' || ${draw('g', 133, 256)} || '.' || ${draw('g', 134, 256)} || '.' || ${draw('g', 135, 256)})
    when resource = 'session' then jsonb_build_object('outcome', 'logout', 'kind', 'browser')
    else jsonb_build_object('outcome', 'saved') end
from (select g, ${alongHistory(`g::float8 / ${s.auditEvents}`, draw('g', 136, 600))} as at,
        ${firstUser} + ${draw('g', 137, U)} as user_id,
        case when d < 45 then 'session' when d < 50 then 'session' when d < 62 then 'ResultsOrderMP'
             when d < 70 then 'InvoiceLessor' when d < 75 then 'InvoiceReceiptSupplier'
             when d < 80 then 'Attachment' when d < 85 then 'ImageFile' when d < 90 then 'user'
             when d < 93 then 'token' when d < 95 then 'Supplier' when d < 97 then 'NotificationPreferences'
             when d < 98 then 'PaymentAttachment' when d < 99 then 'AccessRequest' else 'ActiveSession' end as resource,
        case when d < 45 then 31 when d < 50 then 41 when d < 62 then 31 when d < 75 then 11
             when d < 80 then 11 + 20 * (d % 2) when d < 85 then 11 when d < 90 then 31
             when d < 93 then 31 when d < 97 then 31 when d < 99 then 11 else 41 end as action_id
      from (select g, ${draw('g', 138, 100)} as d from generate_series(1, ${s.auditEvents}) g) x) e
join users u on u.id = e.user_id
order by g;`,
    },
    {
      name: 'sessions',
      sql: `
insert into sessions (token_hash, user_id, kind, password_pending, password_code_required, lang,
  created_at, expires_at, revoked_at, last_seen_at, user_agent, revoked_by)
select rtrim(translate(encode(sha256(convert_to('bulk-session-' || g, 'UTF8')), 'base64'), '+/', '-_'), '='),
  ${firstUser} + ${draw('g', 140, U)}, case when ${draw('g', 141, 20)} = 0 then 'api' else 'browser' end,
  false, false, case when ${draw('g', 142, 10)} = 0 then 'en' else 'es' end,
  created, created + interval '8 hours',
  case when not live and ${draw('g', 143, 10)} < 4 then created + make_interval(mins => 5 + ${draw('g', 144, 400)}) end,
  created + make_interval(mins => ${draw('g', 145, 60)}), ${pick(USER_AGENTS, 'g', 146)}, null
from (select g, g > ${s.sessions - s.liveSessions} as live,
        case when g > ${s.sessions - s.liveSessions}
             then now() - make_interval(mins => 61 + ${draw('g', 147, 400)})
             else ${alongHistory(`g::float8 / ${s.sessions - s.liveSessions}`, '9 * 3600')} end as created
      from generate_series(1, ${s.sessions}) g) x;`,
    },
    {
      name: 'mail and SMS outbox',
      sql: `
insert into mail_outbox ("to", subject, body, html, template, user_id, status, attempts,
  next_attempt_at, claimed_at, last_error, error_kind, response, expires_at, created_at, sent_at)
select u.email, k.subject, 'Hola ' || u.name || ', este es un mensaje de PortalPRO.',
  '<p>Hola ' || u.name || ', este es un mensaje de PortalPRO.</p>', k.template, u.id, status,
  case status when 'sent' then 1 when 'failed' then 5 else 0 end, created, null,
  case when status = 'failed' then ${pick(MAIL_ERRORS, 'g', 150)} end,
  case when status = 'failed' then case when ${draw('g', 151, 2)} = 0 then 'permanent' else 'attempts' end end,
  case when status = 'sent' then '250 2.0.0 Ok: queued as ' || upper(substr(md5(g::text), 1, 10)) end,
  case when k.template in ('activation', 'recovery', 'first-password') then created + interval '24 hours' end,
  created, case when status = 'sent' then created + make_interval(secs => 2 + ${draw('g', 152, 60)}) end
from (select g, ${alongHistory(`g::float8 / ${s.mails}`, '0')} as created,
        case when g > ${s.mails} - ${Math.ceil(s.mails / 200)} then 'pending'
             when ${draw('g', 153, 100)} < 5 then 'failed' else 'sent' end as status,
        1 + ${draw('g', 154, MAIL_KINDS.length)} as kind_no, ${firstUser} + ${draw('g', 155, U)} as user_id
      from generate_series(1, ${s.mails}) g) m
join (values ${MAIL_KINDS.map(([t, subject], i) => `(${i + 1}, ${lit(t)}, ${lit(subject)})`).join(', ')}) k(i, template, subject) on k.i = m.kind_no
join users u on u.id = m.user_id
order by g;

insert into sms_outbox ("to", body, user_id, status, attempts, next_attempt_at, last_error,
  error_kind, response, expires_at, created_at, sent_at)
select '+52' || coalesce(u.phone_number, '5500000000'),
  'Tu código de verificación de PortalPRO es ' || lpad(${draw('g', 160, 1_000_000)}::text, 6, '0'),
  u.id, status, case status when 'sent' then 1 when 'failed' then 3 else 0 end, created,
  case when status = 'failed' then 'Número no válido' end,
  case when status = 'failed' then 'permanent' end,
  case when status = 'sent' then 'SM' || md5(g::text) end,
  created + interval '10 minutes', created,
  case when status = 'sent' then created + make_interval(secs => 1 + ${draw('g', 161, 20)}) end
from (select g, ${alongHistory(`g::float8 / ${Math.max(1, s.sms)}`, '0')} as created,
        case when g > ${s.sms} - ${Math.ceil(s.sms / 200)} then 'pending'
             when ${draw('g', 162, 100)} < 3 then 'failed' else 'sent' end as status,
        ${firstUser} + ${draw('g', 163, U)} as user_id
      from generate_series(1, ${s.sms}) g) m
join users u on u.id = m.user_id
order by g;`,
    },
    {
      name: 'server errors',
      sql: `
insert into server_errors (date, request_id, route, error_class, message, user_id)
select ${alongHistory(`g::float8 / ${Math.max(1, s.serverErrors)}`, draw('g', 170, 3600))},
  lower(${uuidOf(`'request-' || g`)}), ${pick(ERROR_ROUTES, 'g', 171)}, ${pick(ERROR_CLASSES, 'g', 172)},
  ${pick(ERROR_MESSAGES, 'g', 173)},
  case when ${draw('g', 174, 10)} < 7 then ${firstUser} + ${draw('g', 175, U)} end
from generate_series(1, ${s.serverErrors}) g
order by g;`,
    },
    {
      name: 'sequences past the given ids',
      sql: `
select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users));
select setval(pg_get_serial_sequence('erp_invoices', 'id'), (select max(id) from erp_invoices));
select setval(pg_get_serial_sequence('erp_payments', 'id'), (select max(id) from erp_payments));`,
    },
  ];
}

/** Runs the steps on one connection (their temporary tables live in its session), timing each. */
export async function runSteps(
  client: pg.Client,
  steps: readonly LoadStep[],
  log: (line: string) => void,
): Promise<number> {
  const started = performance.now();
  // A throwaway database: a crash may lose the last commits, and the sorts of the joins above
  // may use more memory than a request would.
  await client.query(`set synchronous_commit = off`);
  await client.query(`set work_mem = '256MB'`);
  await client.query(`set maintenance_work_mem = '512MB'`);
  for (const step of steps) {
    const t = performance.now();
    await client.query(step.sql);
    log(`  ${step.name}: ${((performance.now() - t) / 1000).toFixed(1)} s`);
  }
  return performance.now() - started;
}

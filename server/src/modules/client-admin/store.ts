/**
 * The portal's clients as the administration reads and writes them (spec 3 §3.16): one record per
 * principal client (type 1) with its associated clients (type 2 rows under its code), the names
 * and RFCs of the ERP's customer master, and the portal users acting for each. A client is the
 * principal or the child of one principal, never both: every write takes one advisory lock, so two
 * administrators cannot associate one client twice at once.
 *
 * Lists read every client row at once and filter, sort by the ERP's name and page in memory: the
 * names live in the ERP, not in a table the query could join, and an operator has hundreds of
 * customer accounts in the portal, not millions.
 */
import { and, asc, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { padClientId } from '../../../../src/domain/customers/customers';
import { ClientType } from '../../../../src/protocol/client';
import type {
  ClientChildRecord,
  ClientRecord,
  ClientSearchFilter,
} from '../../../../src/protocol/client-admin';
import type { MessageKey } from '../../../../src/protocol/messages';
import type { CustomerMasterEntry, CustomersErp } from '../../adapters/erp/customers';
import { LOCK_SPACE } from '../../db/advisory-locks';
import type { Db } from '../../db/client';
import { clients, companies, users } from '../../db/schema';

type ClientRow = typeof clients.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** One page of records and the total; page size 0 is every record. */
export interface ClientPage {
  List: ClientRecord[];
  Total: number;
  Page: number;
  PageSize: number;
}

/** Lower case without accents, so "pacifico" finds "Pacífico". */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
const given = (text: string | null | undefined): text is string =>
  typeof text === 'string' && text.trim() !== '';

/** Whether the filter carries a search dialog field (which then needs a name or a code). */
export const isDialogSearch = (f: ClientSearchFilter): boolean => given(f.Name) || given(f.Code);

/** Users acting for each client: a principal's own (no child code) and each child's. */
async function userCounts(db: Db, principals: readonly string[]) {
  // Only the portal's clients: users may still name codes the portal no longer has.
  const rows =
    principals.length === 0
      ? []
      : await db
          .select({
            parent: users.clientParentId,
            child: users.clientChildId,
            n: count(),
          })
          .from(users)
          .where(inArray(users.clientParentId, [...principals]))
          .groupBy(users.clientParentId, users.clientChildId);
  const principal = new Map<string, number>();
  const child = new Map<string, number>();
  for (const r of rows) {
    if (r.parent === null) continue;
    if (r.child === null) principal.set(r.parent, r.n);
    else child.set(`${r.parent}/${r.child}`, r.n);
  }
  return { principal, child };
}

/** Builds the records of these client rows (principals with their children), unsorted. */
async function recordsOf(
  db: Db,
  erp: CustomersErp,
  rows: readonly ClientRow[],
): Promise<ClientRecord[]> {
  const codes = [...new Set(rows.flatMap((r) => (r.childCode ? [r.code, r.childCode] : [r.code])))];
  const [master, counts, companyRows] = await Promise.all([
    erp.customerMaster(codes),
    userCounts(db, [...new Set(rows.map((r) => r.code))]),
    db.select({ code: companies.code, name: companies.name }).from(companies),
  ]);
  const companyName = new Map(companyRows.map((c) => [c.code, c.name]));
  const childrenOf = new Map<string, ClientChildRecord[]>();
  for (const r of rows) {
    if (r.type !== ClientType.Associated || r.childCode === null) continue;
    const list = childrenOf.get(r.code) ?? [];
    list.push({
      Code: r.childCode,
      Name: master.get(r.childCode)?.name ?? '',
      Active: r.active,
      Users: counts.child.get(`${r.code}/${r.childCode}`) ?? 0,
    });
    childrenOf.set(r.code, list);
  }
  return rows
    .filter((r) => r.type === ClientType.Principal && r.childCode === null)
    .map((r) => {
      const own: CustomerMasterEntry | undefined = master.get(r.code);
      return {
        Code: r.code,
        Name: own?.name ?? '',
        Tin: own?.tin ?? '',
        CompanyId: r.companyCode ?? '',
        CompanyName: companyName.get(r.companyCode ?? '') ?? '',
        Active: r.active,
        Children: (childrenOf.get(r.code) ?? []).sort((a, b) => a.Code.localeCompare(b.Code)),
        Users: counts.principal.get(r.code) ?? 0,
        ModifiedBy: r.modifiedBy,
        ModifiedDate: r.modifiedDate ? r.modifiedDate.toISOString() : null,
      };
    });
}

function matches(record: ClientRecord, f: ClientSearchFilter): boolean {
  const names = [record.Name, ...record.Children.map((c) => c.Name)].map(folded);
  const codes = [record.Code, ...record.Children.map((c) => c.Code)];
  const hasName = (text: string) => names.some((n) => n.includes(folded(text)));
  // A code is found typed as it is or without its leading zeros ('300001' finds 0000300001).
  const hasCode = (text: string) => codes.some((c) => c.includes(text.trim().replace(/^0+/, '')));
  if (given(f.Text) && !hasName(f.Text) && !hasCode(f.Text)) return false;
  if (given(f.Name) && !hasName(f.Name)) return false;
  if (given(f.Code) && !hasCode(f.Code)) return false;
  return true;
}

export async function listClients(
  db: Db,
  erp: CustomersErp,
  f: ClientSearchFilter,
  page: number,
  pageSize: number,
): Promise<ClientPage> {
  const rows = await db.select().from(clients).orderBy(asc(clients.code), asc(clients.childCode));
  const found = (await recordsOf(db, erp, rows))
    .filter((r) => matches(r, f))
    .sort(
      (a, b) =>
        (a.Name || a.Code).localeCompare(b.Name || b.Code, 'es') || a.Code.localeCompare(b.Code),
    );
  const List = pageSize === 0 ? found : found.slice((page - 1) * pageSize, page * pageSize);
  return { List, Total: found.length, Page: pageSize === 0 ? 1 : page, PageSize: pageSize };
}

/** The principal client under this code (padded) with its children, or null. */
export async function readClient(
  db: Db,
  erp: CustomersErp,
  code: string,
): Promise<ClientRecord | null> {
  const padded = padClientId(code);
  if (padded === null) return null;
  const rows = await db.select().from(clients).where(eq(clients.code, padded));
  const [record] = await recordsOf(db, erp, rows);
  return record ?? null;
}

/** Where the portal already has this code: as a principal, as some principal's child, or not. */
async function standing(
  db: Db | Tx,
  code: string,
): Promise<{ principal: boolean; parentOf: string | null }> {
  const [principal] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.code, code), isNull(clients.childCode)));
  const [asChild] = await db
    .select({ parent: clients.code })
    .from(clients)
    .where(eq(clients.childCode, code))
    .limit(1);
  return { principal: principal !== undefined, parentOf: asChild?.parent ?? null };
}

/** api/client 22: the ERP's customer under this code and where the portal has it, or null. */
export async function lookupCustomer(db: Db, erp: CustomersErp, code: string) {
  const padded = padClientId(code);
  if (padded === null) return null;
  const entry = (await erp.customerMaster([padded])).get(padded);
  if (!entry) return null;
  const s = await standing(db, padded);
  return {
    Code: padded,
    Name: entry.name,
    Tin: entry.tin,
    CompanyId: entry.bukrs,
    InPortal: s.principal ? ('principal' as const) : s.parentOf ? ('child' as const) : null,
  };
}

export interface ClientSaveInput {
  code: string;
  companyId: string;
  active: boolean;
  children: readonly { code: string; active: boolean }[];
}

/** A write's outcome: the principal's padded code, or the refusal with its HTTP status. */
export type ClientWriteOutcome =
  | { ok: true; code: string }
  | { ok: false; problem: MessageKey; params: Record<string, string>; status: 200 | 404 };

const refusal = (
  problem: MessageKey,
  params: Record<string, string> = {},
  status: 200 | 404 = 200,
): ClientWriteOutcome => ({ ok: false, problem, params, status });

/**
 * Inserts (isNew) or updates a principal client and replaces its children, after the ERP and the
 * portal rules: every code in the ERP's customer master, an active company, the principal not a
 * child anywhere, each child neither a principal nor another principal's child, and no child with
 * users removed (it is deactivated instead). The input has passed clientFormProblem.
 */
export async function saveClient(
  db: Db,
  erp: CustomersErp,
  input: ClientSaveInput,
  isNew: boolean,
  by: string,
  now: Date,
): Promise<ClientWriteOutcome> {
  const code = padClientId(input.code);
  if (code === null) return refusal('clientCodeInvalid', { code: input.code.trim() });
  const children = input.children.map((c) => ({
    code: padClientId(c.code) ?? '',
    active: c.active,
  }));
  const master = await erp.customerMaster([code, ...children.map((c) => c.code)]);
  const unknown = [code, ...children.map((c) => c.code)].find((c) => !master.has(c));
  if (unknown !== undefined) return refusal('clientUnknown', { code: unknown });
  const companyId = input.companyId.trim();

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACE.clientAdmin}::int, 0)`);
    const own = await standing(tx, code);
    if (isNew && own.principal) return refusal('clientCodeTaken', { code });
    if (!isNew && !own.principal) return refusal('clientNotFound', {}, 404);
    if (own.parentOf !== null) return refusal('clientIsChild', { code, parent: own.parentOf });
    const [company] = await tx
      .select({ code: companies.code })
      .from(companies)
      .where(and(eq(companies.code, companyId), eq(companies.active, true)));
    if (!company) return refusal('clientCompanyInvalid', { company: companyId });
    for (const child of children) {
      const s = await standing(tx, child.code);
      if (s.principal) return refusal('clientChildIsPrincipal', { code: child.code });
      if (s.parentOf !== null && s.parentOf !== code)
        return refusal('clientIsChild', { code: child.code, parent: s.parentOf });
    }
    const kept = new Set(children.map((c) => c.code));
    const before = await tx
      .select({ child: clients.childCode })
      .from(clients)
      .where(and(eq(clients.code, code), isNotNull(clients.childCode)));
    const removed = before.flatMap((r) => (r.child && !kept.has(r.child) ? [r.child] : []));
    if (removed.length > 0) {
      const withUsers = await tx
        .select({ child: users.clientChildId, n: count() })
        .from(users)
        .where(and(eq(users.clientParentId, code), inArray(users.clientChildId, removed)))
        .groupBy(users.clientChildId);
      const first = withUsers.find((r) => r.n > 0);
      if (first?.child)
        return refusal('clientChildHasUsers', { code: first.child, count: String(first.n) });
      await tx
        .delete(clients)
        .where(and(eq(clients.code, code), inArray(clients.childCode, removed)));
    }
    const stamp = { modifiedBy: by, modifiedDate: now };
    if (isNew) {
      await tx.insert(clients).values({
        code,
        childCode: null,
        companyCode: companyId,
        active: input.active,
        type: ClientType.Principal,
        ...stamp,
      });
    } else {
      await tx
        .update(clients)
        .set({ companyCode: companyId, active: input.active, ...stamp })
        .where(and(eq(clients.code, code), isNull(clients.childCode)));
    }
    for (const child of children) {
      await tx
        .insert(clients)
        .values({
          code,
          childCode: child.code,
          companyCode: companyId,
          active: child.active,
          type: ClientType.Associated,
          ...stamp,
        })
        .onConflictDoUpdate({
          target: [clients.code, clients.childCode],
          set: { companyCode: companyId, active: child.active, ...stamp },
        });
    }
    return { ok: true as const, code };
  });
}

/**
 * Deletes a principal client with its associations, unless users still act for it or for one of
 * its children (deactivating keeps them and closes their access instead).
 */
export async function deleteClient(db: Db, code: string): Promise<ClientWriteOutcome> {
  const padded = padClientId(code);
  if (padded === null) return refusal('clientNotFound', {}, 404);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACE.clientAdmin}::int, 0)`);
    const own = await standing(tx, padded);
    if (!own.principal) return refusal('clientNotFound', {}, 404);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(users)
      .where(eq(users.clientParentId, padded));
    if (n > 0) return refusal('clientHasUsers', { code: padded, count: String(n) });
    await tx.delete(clients).where(eq(clients.code, padded));
    return { ok: true as const, code: padded };
  });
}

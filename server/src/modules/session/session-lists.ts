/**
 * What a Session carries of one user, read in ONE statement (or within the session refresh's own,
 * which authenticates the session too): the account with its role, the organisation lists
 * (companies with crews, lessors/suppliers with invoice and order types, regions, crews, modules,
 * assignable roles, client codes) already written as the wire's JSON by the database, and the
 * version of the catalogues every Session carries alike (session-catalogues.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import type * as wire from '../../../../src/protocol/session';
import type { Db } from '../../db/client';
import { JsonText } from '../../api/types';
import { rowsOf } from './raw-rows';
import type { ReadWithSession } from './store';

type CompanyItem = v.InferOutput<typeof wire.CompanyItem>;
type SupplierItem = v.InferOutput<typeof wire.SupplierItem>;
type RegionItem = v.InferOutput<typeof wire.RegionItem>;
type CrewItem = v.InferOutput<typeof wire.CrewItem>;
type ModuleItem = v.InferOutput<typeof wire.ModuleItem>;
type RoleAssignmentItem = v.InferOutput<typeof wire.RoleAssignmentItem>;
type CodeName = v.InferOutput<typeof wire.CodeName>;

/** The columns of session_content, named apart from the session's own (store.ts: snake_case). */
const ContentRow = v.object({
  userId: v.number(),
  userName: v.string(),
  name: v.string(),
  email: v.nullable(v.string()),
  roleId: v.number(),
  roleName: v.string(),
  createdByAdmin: v.boolean(),
  forceAgreementAccept: v.boolean(),
  forcePasswordChange: v.boolean(),
  forceUserDataUpdate: v.boolean(),
  clientCode: v.nullable(v.string()),
  hasActiveAgreement: v.boolean(),
  activeModules: v.array(v.string()),
  company: v.string(),
  companyList: v.string(),
  supplierList: v.string(),
  regionList: v.string(),
  crewList: v.string(),
  moduleList: v.string(),
  roleAssignment: v.string(),
  clientChildList: v.string(),
  catalogueVersion: v.nullable(v.string()),
});

/** The user's part of a Session: the account, and its lists as the wire writes them. */
export interface SessionContent {
  user: {
    id: number;
    userName: string;
    name: string;
    email: string | null;
    roleId: number;
    roleName: string;
    createdByAdmin: boolean;
    forceAgreementAccept: boolean;
    forcePasswordChange: boolean;
    forceUserDataUpdate: boolean;
  };
  /** The user's client code (child first), kept even when the client is closed. */
  clientCode: string | null;
  /** Whether the client (with its child clients) has an agreement valid today. */
  hasActiveAgreement: boolean;
  /** The modules both granted to the user and enabled, for the menu. */
  activeModules: string[];
  /** The main company: the user's own when listed, else the first listed; null with none. */
  company: JsonText<CodeName | null>;
  companyList: JsonText<CompanyItem[]>;
  supplierList: JsonText<SupplierItem[]>;
  regions: JsonText<RegionItem[]>;
  crews: JsonText<CrewItem[]>;
  modules: JsonText<ModuleItem[]>;
  roleAssignment: JsonText<RoleAssignmentItem[]>;
  clientChildList: JsonText<string[]>;
  /** The catalogue version as the same statement saw it; null when its row is missing. */
  catalogueVersion: string | null;
}

/**
 * The user's part of a Session on `today` (yyyy-mm-dd, for the agreements' validity), as the
 * database function session_content (migration 0029) writes it: a function, so that each
 * connection parses and plans the statement once instead of on every refresh. Its rules, each as
 * the spec and the administration pages keep them:
 * - companies: every active one for CompanyAll roles, else the user's own active ones; each with
 *   its crews (for other roles only those of the user's lessors/suppliers or the user's own); the
 *   main company is the user's own when listed, else the first listed;
 * - lessors/suppliers: the user's active ones, with their invoice types, purchase-order types and
 *   invoicing configurations;
 * - a module counts as active only when both the grant and the module are;
 * - a deactivated client keeps its code in the session but neither children nor agreements; a
 *   child client orders from its own agreements only, a principal from its own and its children's.
 * Every list has a total order, so that the same data always writes the same text (the Session's
 * Tag is a hash of it).
 */
const contentOf = (userId: SQL, today: string) => sql`session_content(${userId}, ${today}::date)`;

function decodeContent(raw: Record<string, unknown>): SessionContent {
  const row = v.parse(ContentRow, raw);
  return {
    user: {
      id: row.userId,
      userName: row.userName,
      name: row.name,
      email: row.email,
      roleId: row.roleId,
      roleName: row.roleName,
      createdByAdmin: row.createdByAdmin,
      forceAgreementAccept: row.forceAgreementAccept,
      forcePasswordChange: row.forcePasswordChange,
      forceUserDataUpdate: row.forceUserDataUpdate,
    },
    clientCode: row.clientCode,
    hasActiveAgreement: row.hasActiveAgreement,
    activeModules: row.activeModules,
    company: new JsonText(row.company),
    companyList: new JsonText(row.companyList),
    supplierList: new JsonText(row.supplierList),
    regions: new JsonText(row.regionList),
    crews: new JsonText(row.crewList),
    modules: new JsonText(row.moduleList),
    roleAssignment: new JsonText(row.roleAssignment),
    clientChildList: new JsonText(row.clientChildList),
    catalogueVersion: row.catalogueVersion,
  };
}

/** The user's part of a Session on `today`, or null when the user does not exist. */
export async function readSessionContent(
  db: Db,
  userId: number,
  today: string,
): Promise<SessionContent | null> {
  const [raw] = rowsOf(await db.execute(sql`select * from ${contentOf(sql`${userId}`, today)}`));
  return raw ? decodeContent(raw) : null;
}

/**
 * The user's part of a Session read by the statement that authenticates the session (store.ts):
 * the session refresh's one statement.
 */
export function sessionContentWithSession(today: string): ReadWithSession<SessionContent> {
  return {
    columns: sql`, content.*`,
    join: sql` cross join lateral ${contentOf(sql`live.user_id`, today)} as content`,
    decode: decodeContent,
  };
}

/**
 * Assembles the Session answer (spec 1 §3 Session) for a signed-in user, as JSON text: the user's
 * part read in one statement (session-lists.ts; the refresh's is the one that authenticated it),
 * the catalogues every Session shares from memory (session-catalogues.ts). A session signed in "without password" carries no menu, modules or
 * allowed paths: it may only set a password. The shared catalogues (countries, attachment and
 * leasing types) are no permissions: every session carries them.
 */
import { createHash } from 'node:crypto';
import type { Language } from '../../../../src/protocol/envelope';
import type { Session, SessionUser } from '../../../../src/protocol/session';
import { buildAccessPath } from '../../../../src/domain/navigation';
import { isCombinedLessorRole } from '../../../../src/domain/roles';
import { JsonText } from '../../api/types';
import type { Db } from '../../db/client';
import { maskRecipient } from '../operations/mask';
import { userMenu } from './menu';
import { sharedCatalogues } from './session-catalogues';
import { readSessionContent, type SessionContent } from './session-lists';

export interface SessionGrant {
  token: string;
  expiresAt: Date;
  passwordPending: boolean;
  /** A "without password" session: the password dialog asks for the e-mailed code. */
  passwordCodeRequired?: boolean;
  lang: Language;
  now: Date;
}

/** A Session ready to send: its Tag, its seconds to expiry, and its text when it is sent whole. */
export interface SessionAnswer {
  tag: string;
  expiresIn: number;
  session(): JsonText<Session>;
}

const json = (value: unknown) => JSON.stringify(value);

/**
 * The Session of a user under a grant, or null when the user no longer exists. Its Tag hashes
 * everything the Session says but Token and ExpiresIn (the user's part as written, and the shared
 * catalogues through their digest), so an equal Tag means an equal Session.
 */
export async function sessionAnswer(
  db: Db,
  userId: number,
  g: SessionGrant,
  /** The user's part when already read (by the refresh's own statement, refresh-read.ts). */
  read?: SessionContent,
): Promise<SessionAnswer | null> {
  const content = read ?? (await readSessionContent(db, userId, g.now.toISOString().slice(0, 10)));
  if (!content) return null;
  const shared = await sharedCatalogues(db, content.catalogueVersion);
  const pending = g.passwordPending;
  const u = content.user;
  const menu = pending
    ? { nodes: [], wire: [] }
    : userMenu(shared.menuTree, {
        activeModules: new Set(content.activeModules),
        hasActiveAgreement: content.hasActiveAgreement,
        hideAdministration: isCombinedLessorRole(u.roleName) && !u.createdByAdmin,
      });
  const user: SessionUser = {
    Id: u.id,
    UserName: u.userName,
    Name: u.name,
    Email: u.email,
    RoleId: u.roleId,
    Role: u.roleName,
    CreatedByAdmin: u.createdByAdmin,
    ForceAgreementAccept: u.forceAgreementAccept,
    ForcePasswordChange: u.forcePasswordChange || pending,
    ForceUserDataUpdate: u.forceUserDataUpdate,
    PasswordPending: pending,
    PasswordCodeSentTo:
      pending && g.passwordCodeRequired && u.email ? maskRecipient(u.email) : null,
  };
  // The user's members, in the Session's order; the lists come written by the database.
  const own = [
    `"User":${json(user)}`,
    `"Company":${content.company.text}`,
    `"CompanyList":${content.companyList.text}`,
    `"SupplierList":${content.supplierList.text}`,
    `"Regions":${content.regions.text}`,
    `"Crews":${content.crews.text}`,
    `"Modules":${pending ? '[]' : content.modules.text}`,
    `"Menu":${json(menu.wire)}`,
    `"AccessPath":${json(buildAccessPath(menu.nodes))}`,
    `"RoleAssignment":${pending ? '[]' : content.roleAssignment.text}`,
    `"ClientCode":${json(content.clientCode)}`,
    `"ClientChildList":${content.clientChildList.text}`,
    `"Lang":${json(g.lang)}`,
  ].join(',');
  const tag = createHash('sha256').update(shared.digest).update(own).digest('base64url');
  const expiresIn = Math.max(0, Math.round((g.expiresAt.getTime() - g.now.getTime()) / 1000));
  return {
    tag,
    expiresIn,
    session: () =>
      new JsonText<Session>(
        `{"Token":${json(g.token)},"ExpiresIn":${expiresIn},${own},${shared.members},"Tag":${json(tag)}}`,
      ),
  };
}

/** The whole Session of a user just signed in (login, recovery), with its Tag. */
export async function buildSession(
  db: Db,
  s: { id: number },
  g: SessionGrant,
): Promise<JsonText<Session>> {
  const answer = await sessionAnswer(db, s.id, g);
  if (!answer) throw new Error(`user ${s.id} vanished while signing in`);
  return answer.session();
}

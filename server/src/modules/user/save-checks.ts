/**
 * The checks api/user 11 and 31 make before writing: the translated refusal of a field rule or
 * of a write right, the codes of a body that are not rows of their table, and the client parent /
 * child an administrator gives.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { UserWriteRefusal } from '../../../../src/domain/user-admin';
import type { AdminUserIssue } from '../../../../src/domain/user-admin-validation';
import type { Language } from '../../../../src/protocol/envelope';
import { message, type MessageKey } from '../../../../src/protocol/messages';
import { USER_FIELD_LABELS } from '../../../../src/protocol/user-admin-messages';
import { USER_LINK_LABELS } from '../../../../src/protocol/user-admin';
import type { ApiRefusal, ReplyStatus } from '../../api/types';
import type { Db } from '../../db/client';
import { clients, companies, modules, regions, suppliers } from '../../db/schema';

export const codesOf = (list: readonly { Code: string }[]) => [
  ...new Set(list.map((c) => c.Code.trim())),
];

export const fail = (status: ReplyStatus, text: string): ApiRefusal => ({
  status,
  body: { Result: false, Message: text },
});

/** The translated refusal of a field rule, naming the field. */
export function issueMessage(issue: AdminUserIssue, lang: Language): string {
  const field = USER_FIELD_LABELS[issue.field][lang];
  const key: MessageKey =
    issue.rule === 'required'
      ? 'userFieldRequired'
      : issue.rule === 'maxLength'
        ? 'userFieldTooLong'
        : issue.rule === 'email'
          ? 'userFieldEmail'
          : issue.rule === 'phone'
            ? 'userFieldPhone'
            : 'userFieldZip';
  return message(key, lang, { field, max: String(issue.max ?? '') });
}

/** The status a refusal of the domain's write rules answers with. */
export function refusalReply(refusal: UserWriteRefusal, lang: Language): ApiRefusal {
  return fail(refusal === 'userNotFound' ? 404 : 403, message(refusal, lang));
}

/** Codes of a list that are not rows of the table (or not active). */
export async function missingCodes(
  db: Db,
  kind: 'company' | 'supplier' | 'region' | 'module',
  wanted: string[],
): Promise<string[]> {
  if (wanted.length === 0) return [];
  const found =
    kind === 'company'
      ? await db
          .select({ code: companies.code })
          .from(companies)
          .where(and(inArray(companies.code, wanted), eq(companies.active, true)))
      : kind === 'supplier'
        ? await db
            .select({ code: suppliers.code })
            .from(suppliers)
            .where(and(inArray(suppliers.code, wanted), eq(suppliers.active, true)))
        : kind === 'region'
          ? await db
              .select({ code: regions.code })
              .from(regions)
              .where(and(inArray(regions.code, wanted), eq(regions.active, true)))
          : await db
              .select({ code: modules.code })
              .from(modules)
              .where(inArray(modules.code, wanted));
  const have = new Set(found.map((r) => r.code));
  return wanted.filter((c) => !have.has(c));
}

/**
 * The client parent and child an administrator gives: the parent is a client, the child one of
 * its associated clients, and no child without a parent. Inactive clients stay valid, so an edit
 * never forces a change of a user's stored client.
 */
export async function clientIdsRefusal(
  db: Db,
  parentId: string | null,
  childId: string | null,
  lang: Language,
): Promise<ApiRefusal | null> {
  const parent = parentId?.trim() || null;
  const child = childId?.trim() || null;
  const label = (field: 'ClientParentId' | 'ClientChildId') => USER_LINK_LABELS[field][lang];
  if (parent === null) {
    return child === null
      ? null
      : fail(400, message('userFieldRequired', lang, { field: label('ClientParentId') }));
  }
  const rows = await db
    .select({ childCode: clients.childCode })
    .from(clients)
    .where(eq(clients.code, parent));
  if (rows.length === 0) {
    return fail(
      400,
      message('userUnknownLink', lang, { field: label('ClientParentId'), code: parent }),
    );
  }
  if (child !== null && !rows.some((r) => r.childCode === child)) {
    return fail(
      400,
      message('userUnknownLink', lang, { field: label('ClientChildId'), code: child }),
    );
  }
  return null;
}

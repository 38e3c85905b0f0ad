/**
 * Wire shapes of user administration (spec 1 §3 User, Role, Event, User search filter; §7 User and
 * Other): api/user 10, 11, 20, 21, 31, 34, 41 (33 send recovery is the
 * self-service call of account.ts, which the screen calls with the row's UserName and Email); api/role 10, 21; api/event 20; api/company 10.
 */
import * as v from 'valibot';
import {
  hasNoControlCharacters,
  idSchema,
  nonNegativeInt32,
  plainString,
  plainText,
} from './bounds';
import { request, response } from './envelope';
import { encodeListCursor, listCursorSchema } from './list-cursor';

const text = plainText;
const optionalText = (max: number) => v.optional(v.nullable(text(max)), null);
const id = idSchema;

/** A code reference in the user's association lists (Company, Supplier, Crew, Region). */
export const CodeRef = v.object({
  Code: v.pipe(plainString, v.trim(), v.minLength(1), v.maxLength(32)),
});
export type CodeRef = v.InferOutput<typeof CodeRef>;
/** A module granted to the user and whether it is active. */
export const ModuleRef = v.object({
  Code: text(32),
  Active: v.optional(v.boolean(), true),
});

/**
 * The user record the dialog edits (spec 1 §3 User). RoleId travels inside User. The schema only
 * bounds sizes generously; the field rules (required, lengths, e-mail, phone, zip) are checked
 * with the domain's adminUserIssues so each refusal names its field in the caller's language.
 */
export const AdminUserFields = v.object({
  Id: v.optional(v.nullable(id), null),
  UserName: text(300),
  RoleId: v.optional(v.nullable(nonNegativeInt32), null),
  Name: text(600),
  Email: text(300),
  PhoneNumber: optionalText(32),
  PhoneNumberHome: optionalText(32),
  PhoneNumberAdditional: optionalText(32),
  ZipCode: optionalText(16),
  ContactName: optionalText(512),
  ContactEmail: optionalText(256),
  SalesRepresentative: optionalText(512),
  SitePortal: v.optional(v.boolean(), true),
  SiteAdmin: v.optional(v.boolean(), false),
  Active: v.optional(v.boolean(), true),
  LockoutEnabled: v.optional(v.boolean(), true),
  ClientParentId: optionalText(10),
  ClientChildId: optionalText(10),
});

const lists = {
  Company: v.optional(v.array(CodeRef), []),
  /** Lessors / suppliers (the client parent list of the spec for supplier users). */
  Supplier: v.optional(v.array(CodeRef), []),
  /** Modules to grant; omitted means the role's defaults (only administrators choose them). */
  Module: v.optional(v.nullable(v.array(ModuleRef)), null),
  Crew: v.optional(v.array(CodeRef), []),
  Region: v.optional(v.array(CodeRef), []),
};

/** 11 insert: a user without Id, with its companies, suppliers, modules, crews and regions. */
export const UserInsertRequest = request({ User: AdminUserFields, ...lists });
export type UserInsertRequest = v.InferOutput<typeof UserInsertRequest>;

/** 31 update: the same body as insert, with the user's Id. */
export const UserUpdateRequest = request({
  User: v.object({ ...AdminUserFields.entries, Id: id }),
  ...lists,
});
export type UserUpdateRequest = v.InferOutput<typeof UserUpdateRequest>;

/** The most users one multiple update changes. */
export const USER_MULTIPLE_MAX = 500;

/**
 * 31 multiple update: the same change for several users at once (activate or deactivate, and
 * unlock), all or nothing.
 */
export const UserMultipleUpdateRequest = request({
  Multiple: v.object({
    Ids: v.pipe(v.array(id), v.minLength(1), v.maxLength(USER_MULTIPLE_MAX)),
    Active: v.optional(v.boolean()),
    Unlock: v.optional(v.boolean()),
  }),
});
export type UserMultipleUpdateRequest = v.InferOutput<typeof UserMultipleUpdateRequest>;

/** 31 carries either one user (User) or the multiple update (Multiple). */
export const UserUpdateOrMultipleRequest = v.union([UserUpdateRequest, UserMultipleUpdateRequest]);

/** 21 view, 41 delete and 34 send activation name the user by Id. */
export const UserByIdRequest = request({ User: v.object({ Id: id }) });

/** Dates of the search filter: ISO yyyy-mm-dd (the day the user was last modified). */
const isoDate = v.optional(
  v.nullable(v.pipe(plainString, v.regex(/^\d{4}-\d{2}-\d{2}$/, 'yyyy-mm-dd'))),
  null,
);

/** The user search filter (spec 1 §3 User search filter); empty fields do not filter. */
export const UserSearchFilter = v.object({
  StartDate: isoDate,
  EndDate: isoDate,
  Name: optionalText(512),
  UserName: optionalText(256),
  Email: optionalText(256),
  Active: v.optional(v.nullable(v.boolean()), null),
  RoleId: v.optional(v.nullable(nonNegativeInt32), null),
  CompanyId: optionalText(10),
  SupplierId: optionalText(10),
});
export type UserSearchFilter = v.InferOutput<typeof UserSearchFilter>;

/** Page sizes of the user table (spec 1 §9): 25, 50 (default), 100, or 0 for all. */
export const USER_PAGE_SIZES = [25, 50, 100, 0] as const;
export const DEFAULT_USER_PAGE_SIZE = 50;
/**
 * Matching users are counted up to this many: the count then reads at most this many entries
 * whatever the table holds, and the page says "más de …" past it. ("All" counts every row it lists.)
 */
export const USER_COUNT_LIMIT = 1000;

/** A place in the table's order (role name, then user name): the last row of a page. */
export interface UserListPlace {
  roleId: number;
  userName: string;
}

/** The cursor that starts the table right after `row` (the last row of a page). */
export function userListCursor(row: Pick<UserRow, 'RoleId' | 'UserName'>): string {
  return encodeListCursor([row.RoleId, row.UserName]);
}

function readUserPlace(values: readonly unknown[]): UserListPlace | null {
  const [roleId, userName] = values;
  if (values.length !== 2 || typeof userName !== 'string') return null;
  if (!v.is(nonNegativeInt32, roleId)) return null;
  if (userName === '' || userName.length > 600 || !hasNoControlCharacters(userName)) return null;
  return { roleId, userName };
}

const paging = {
  /**
   * 1-based page; with PageSize 0 (all) it is ignored. Without Cursor the page is found by
   * counting rows from the top (callers that jump to a page); with Cursor it only labels the answer.
   */
  Page: v.optional(idSchema, 1),
  PageSize: v.optional(v.picklist(USER_PAGE_SIZES), DEFAULT_USER_PAGE_SIZE),
  /** The Next of the page before: this page starts right after its last row. */
  Cursor: v.optional(v.nullable(listCursorSchema(readUserPlace)), null),
};

/** 10 list all: the grouped table, optionally narrowed by the same filter. */
export const UserListRequest = request({
  Filter: v.optional(v.nullable(UserSearchFilter), null),
  ...paging,
});
/** 20 list with Filter: the search dialog; a user name or a name is required (alertSearchUser). */
export const UserSearchRequest = request({ Filter: UserSearchFilter, ...paging });

/** One row of the user table, with the actions the caller may take on it. */
export const UserRow = v.object({
  Id: v.number(),
  UserName: v.string(),
  Name: v.string(),
  Email: v.nullable(v.string()),
  RoleId: v.number(),
  RoleName: v.string(),
  Active: v.boolean(),
  /** Locked out now (too many failed sign-ins). */
  LockedOut: v.boolean(),
  CompanyCode: v.nullable(v.string()),
  SupplierUser: v.array(CodeRef),
  CreatedByAdmin: v.boolean(),
  ModifiedDate: v.string(),
  ModifiedBy: v.nullable(v.string()),
  /** The pencil and delete icons (spec 1 §6 Edit permission per row). */
  Editable: v.boolean(),
});
export type UserRow = v.InferOutput<typeof UserRow>;

/**
 * A role name with how many matching users it groups. `More`: the count stopped at
 * USER_COUNT_LIMIT users in all, so Count is only how many of them were this role's (a lower bound).
 */
export const UserGroup = v.object({ RoleName: v.string(), Count: v.number(), More: v.boolean() });

export const UserListResponse = response({
  List: v.array(UserRow),
  Groups: v.array(UserGroup),
  /**
   * Rows matching before paging: the sum of the groups' counts, or USER_COUNT_LIMIT when the count
   * stopped there (TotalMore).
   */
  Total: v.number(),
  /** More rows match than Total (the count stopped at USER_COUNT_LIMIT). */
  TotalMore: v.boolean(),
  Page: v.number(),
  PageSize: v.number(),
  /** The cursor of the page after this one; null on the last page and for PageSize 0. */
  Next: v.nullable(v.string()),
});
export type UserListResponse = v.InferOutput<typeof UserListResponse>;

/** A user as the dialog shows it (spec 1 §3 User), with its associations. */
export const AdminUserRecord = v.object({
  ...AdminUserFields.entries,
  Id: v.number(),
  RoleId: v.number(),
  RoleName: v.string(),
  Child: v.boolean(),
  Employee: v.boolean(),
  CurrentUserDataUpdateDate: v.nullable(v.string()),
  NextUserDataUpdateDate: v.nullable(v.string()),
  ModifiedDate: v.string(),
  ModifiedBy: v.nullable(v.string()),
  CompanyCode: v.nullable(v.string()),
  SupplierUser: v.array(CodeRef),
  CreatedByAdmin: v.boolean(),
  Editable: v.boolean(),
});
export type AdminUserRecord = v.InferOutput<typeof AdminUserRecord>;

/** 21 view, 11 insert and 31 update answer the stored user and its lists. */
export const UserRecordResponse = response({
  User: AdminUserRecord,
  Company: v.array(CodeRef),
  Supplier: v.array(CodeRef),
  Module: v.array(v.object({ Code: v.string(), Active: v.boolean() })),
  Crew: v.array(CodeRef),
  Region: v.array(CodeRef),
});
export type UserRecordResponse = v.InferOutput<typeof UserRecordResponse>;

/** 31 multiple update answers how many users changed. */
export const UserMultipleUpdateResponse = response({ Updated: v.number() });
/** 31 answers the stored user (one user) or how many changed (multiple update). */
export const UserUpdateResponse = v.union([UserRecordResponse, UserMultipleUpdateResponse]);
/** 41 answers only the confirmation message. */
export const UserDeleteResponse = response({});
/** 34 answers only the "activation sent" message. */
export const UserActivationResponse = response({});

/** The role of spec 1 §3 Role, with the selectors its users need. */
export const RoleRecord = v.object({
  Id: v.number(),
  Name: v.string(),
  CompanyAll: v.boolean(),
  RoleOption: v.object({
    SelectSupplier: v.boolean(),
    SelectCrew: v.boolean(),
    SelectRegion: v.boolean(),
  }),
  /** The caller may give this role to the users they create. */
  Assignable: v.boolean(),
});
export type RoleRecord = v.InferOutput<typeof RoleRecord>;

/** api/role 21: a role by Id or by name (Role). */
export const RoleViewRequest = request({
  Id: v.optional(v.nullable(nonNegativeInt32), null),
  Role: optionalText(128),
});
/** api/role 10: the roles the caller may see in user administration; Filter narrows them. */
export const RoleListRequest = request({
  Filter: v.optional(
    v.nullable(v.object({ Name: optionalText(128), Company: optionalText(10) })),
    null,
  ),
});
export const RoleViewResponse = response({ Role: RoleRecord });
export const RoleListResponse = response({ List: v.array(RoleRecord) });

/**
 * The records whose history api/event reads: users (default), suppliers / lessors, communiqués,
 * crews, regions and clients.
 */
export const EVENT_ENTITIES = [
  'user',
  'Supplier',
  'Statement',
  'Crew',
  'Region',
  'Client',
] as const;
/** api/event 20: the event history of one record (Filter.ReferenceId is its Id). */
export const EventListRequest = request({
  Filter: v.object({
    ReferenceId: v.pipe(v.union([plainText(64), idSchema]), v.transform(String)),
    Entity: v.optional(v.picklist(EVENT_ENTITIES), 'user'),
  }),
});
/** One audit event of a user (spec 1 §3 Event). */
export const EventItem = v.object({
  ReferenceId: v.string(),
  Date: v.string(),
  ActionId: v.number(),
  UserDisplayName: v.nullable(v.string()),
});
export type EventItem = v.InferOutput<typeof EventItem>;
export const EventListResponse = response({ List: v.array(EventItem) });

/** api/company 10: the operator companies the caller works for, narrowed by Filter. */
export const CompanyListRequest = request({
  Filter: v.optional(
    v.nullable(
      v.object({
        Code: optionalText(10),
        Name: optionalText(256),
        Active: v.optional(v.nullable(v.boolean()), null),
      }),
    ),
    null,
  ),
});
/** An operator company (BUKRS). */
export const CompanyRecord = v.object({
  Code: v.string(),
  Name: v.string(),
  TIN: v.string(),
  Active: v.boolean(),
});
export const CompanyListResponse = response({ List: v.array(CompanyRecord) });

/** api/Module 10: the module catalogue an administrator grants modules from (no filter). */
export const ModuleListRequest = request({});
/** A module of the catalogue (spec 1 §6: type 3 static menu, 4 dynamic menu). */
export const ModuleRecord = v.object({
  Code: v.string(),
  Name: v.string(),
  Type: v.number(),
  Active: v.boolean(),
});
export type ModuleRecord = v.InferOutput<typeof ModuleRecord>;
export const ModuleListResponse = response({ List: v.array(ModuleRecord) });

/** Names, per language, of user fields a refusal names that the field-rule labels do not cover. */
export const USER_LINK_LABELS = {
  Module: { es: 'Módulo', en: 'Module' },
  ClientParentId: { es: 'Cliente principal', en: 'Parent client' },
  ClientChildId: { es: 'Cliente asociado', en: 'Associated client' },
} as const;

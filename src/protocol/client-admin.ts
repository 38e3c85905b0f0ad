/**
 * Wire shapes of the client administration (/admin_client, spec 3 §3.16 Client: Code, ChildCode,
 * CompanyId, Active; client type 1 principal, 2 associated) on api/client: 20 list and search, 21
 * view, 22 a code looked up in the ERP's customer master, 11 insert, 31 update, 41 delete (10,
 * the client selector's list, lives in client.ts). A record is one principal client with its
 * associated (child) clients.
 */
import * as v from 'valibot';
import { idSchema, plainText } from './bounds';
import { CREW_PAGE_SIZES, DEFAULT_CREW_PAGE_SIZE } from './crew-admin';
import { request, response } from './envelope';

/** The longest text the wire takes for a client field; the domain's rules are shorter. */
const WIRE_TEXT = 1024;
const optionalText = (max: number) => v.optional(v.nullable(plainText(max)), null);

/** The most associated clients one principal client holds (a form stays usable on a phone). */
export const MAX_CHILD_CLIENTS = 50;

/** An associated client of the principal, as the form sends it. */
export const ClientChildFields = v.object({
  Code: plainText(WIRE_TEXT),
  Active: v.optional(v.boolean(), true),
});

/**
 * 11 insert and 31 update: the principal client (its code is not changed by 31) and the whole
 * list of its associated clients: a child left out of an update is no longer associated.
 */
export const ClientSaveRequest = request({
  Client: v.object({
    Code: plainText(WIRE_TEXT),
    CompanyId: plainText(WIRE_TEXT),
    Active: v.optional(v.boolean(), true),
  }),
  Children: v.optional(v.pipe(v.array(ClientChildFields), v.maxLength(MAX_CHILD_CLIENTS * 4)), []),
});
export type ClientSaveRequest = v.InferInput<typeof ClientSaveRequest>;

/** 21 view, 22 look-up and 41 delete: one client by its code. */
export const ClientByCodeRequest = request({ Client: v.object({ Code: plainText(WIRE_TEXT) }) });

/**
 * 20 list: the table's free text (code or name of the principal or of a child), or the search
 * dialog's Name / Code (one of them required: alertSearchClient). Sorted by name; 25, 50, 100 or
 * all (0) a page.
 */
export const ClientSearchFilter = v.object({
  Text: optionalText(WIRE_TEXT),
  Name: optionalText(WIRE_TEXT),
  Code: optionalText(WIRE_TEXT),
});
export type ClientSearchFilter = v.InferInput<typeof ClientSearchFilter>;
export const ClientSearchRequest = request({
  Filter: v.optional(ClientSearchFilter, {}),
  Page: v.optional(idSchema, 1),
  PageSize: v.optional(v.picklist(CREW_PAGE_SIZES), DEFAULT_CREW_PAGE_SIZE),
});

/** An associated client as the administration shows it: its ERP name and its users. */
export const ClientChildRecord = v.object({
  Code: v.string(),
  Name: v.string(),
  Active: v.boolean(),
  /** Portal users who act for this child client. */
  Users: v.number(),
});
export type ClientChildRecord = v.InferOutput<typeof ClientChildRecord>;

/** A principal client with its children (spec 3 §3.16), list row and stored record alike. */
export const ClientRecord = v.object({
  Code: v.string(),
  /** The name in the ERP's customer master ('' when the ERP no longer knows the code). */
  Name: v.string(),
  Tin: v.string(),
  CompanyId: v.string(),
  CompanyName: v.string(),
  Active: v.boolean(),
  Children: v.array(ClientChildRecord),
  /** Portal users who act for the principal client itself. */
  Users: v.number(),
  ModifiedBy: v.nullable(v.string()),
  /** ISO timestamp of the last change through the administration, or null. */
  ModifiedDate: v.nullable(v.string()),
});
export type ClientRecord = v.InferOutput<typeof ClientRecord>;

export const ClientSearchResponse = response({
  List: v.array(ClientRecord),
  Total: v.number(),
  Page: v.number(),
  PageSize: v.number(),
});
export type ClientSearchResponse = v.InferOutput<typeof ClientSearchResponse>;
/** 11, 21 and 31: the principal client with its children. */
export const ClientRecordResponse = response({ Client: ClientRecord });
export type ClientRecordResponse = v.InferOutput<typeof ClientRecordResponse>;
/** 22: the customer of the ERP's master under that code, and whether the portal has it already. */
export const ClientLookupResponse = response({
  Customer: v.object({
    Code: v.string(),
    Name: v.string(),
    Tin: v.string(),
    CompanyId: v.string(),
    /** 'principal' or 'child' when the portal already has the code, else null. */
    InPortal: v.nullable(v.picklist(['principal', 'child'])),
  }),
});
export type ClientLookupResponse = v.InferOutput<typeof ClientLookupResponse>;
/** 41: the confirmation text. */
export const ClientDeleteResponse = response({});

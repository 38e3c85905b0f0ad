/**
 * Wire shapes of the crew administration (spec 3 §3.9, §7.3 api/Crew: 11 insert, 20 list and
 * search, 21 view, 22 by code, 31 update, 41 delete) and the region administration (§3.10, §7.5
 * api/Region: 11, 20, 21, 31, 41; 10, the user dialog's list, lives in user-admin-lists.ts as does
 * api/Crew 10). Texts are bounded loosely here; the spec's limits are the domain's rules, answered
 * with a translated message rather than a 400.
 */
import * as v from 'valibot';
import { idSchema, plainText } from './bounds';
import { request, response } from './envelope';

/** The longest text the wire takes for a crew or region field; the domain limits are shorter. */
const WIRE_TEXT = 1024;
const optionalText = (max: number) => v.optional(v.nullable(plainText(max)), null);

/** Page sizes of the admin tables (spec 3 §9): 25, 50 (default), 100, or 0 for all. */
export const CREW_PAGE_SIZES = [25, 50, 100, 0] as const;
export type CrewPageSize = (typeof CREW_PAGE_SIZES)[number];
export const DEFAULT_CREW_PAGE_SIZE = 50;

/** A crew's own fields as the form sends them; Code names the crew and is not changed by 31. */
export const CrewFields = v.object({
  Code: plainText(WIRE_TEXT),
  Name: plainText(WIRE_TEXT),
  Active: v.optional(v.boolean(), true),
  /** The operator company (BUKRS) the crew works for; the supplier must work for it too. */
  CompanyCode: plainText(WIRE_TEXT),
  /** The crew's region, or null. */
  RegionCode: optionalText(WIRE_TEXT),
});
export type CrewFields = v.InferInput<typeof CrewFields>;

/** 11 insert and 31 update: the crew and its supplier (Supplier.Id null is "not chosen"). */
export const CrewSaveRequest = request({
  Crew: CrewFields,
  Supplier: v.object({ Id: v.nullable(idSchema) }),
});
export type CrewSaveRequest = v.InferInput<typeof CrewSaveRequest>;

/** 21 view and 41 delete: the crew by its code. */
export const CrewByCodeRequest = request({ Crew: v.object({ Code: plainText(WIRE_TEXT) }) });

/**
 * 20 list: the table's free text (name or code), or the search dialog's Name / Code (one of them
 * required: alertSearchCrew). Sorted by name; paged 25, 50, 100 or all (0).
 */
export const CrewSearchFilter = v.object({
  Text: optionalText(WIRE_TEXT),
  Name: optionalText(WIRE_TEXT),
  Code: optionalText(WIRE_TEXT),
});
export type CrewSearchFilter = v.InferInput<typeof CrewSearchFilter>;
export const CrewSearchRequest = request({
  Filter: v.optional(CrewSearchFilter, {}),
  Page: v.optional(idSchema, 1),
  PageSize: v.optional(v.picklist(CREW_PAGE_SIZES), DEFAULT_CREW_PAGE_SIZE),
});
export type CrewSearchRequest = v.InferInput<typeof CrewSearchRequest>;
/** 22: the crews whose code starts with Filter.Code (at most 10 answered). */
export const CrewCodeFilterRequest = request({
  Filter: v.object({ Code: plainText(WIRE_TEXT) }),
});

/** The supplier a crew belongs to, with its kind, as the list shows it. */
export const CrewSupplier = v.object({
  Id: v.number(),
  Code: v.string(),
  Name: v.string(),
  IsLessor: v.boolean(),
  IsSupplier: v.boolean(),
});
/** One crew (spec 3 §3.9): list row and stored record alike. */
export const CrewRecord = v.object({
  Code: v.string(),
  Name: v.string(),
  Active: v.boolean(),
  CompanyCode: v.string(),
  CompanyName: v.string(),
  RegionCode: v.nullable(v.string()),
  Supplier: v.nullable(CrewSupplier),
  ModifiedBy: v.nullable(v.string()),
  /** ISO timestamp of the last change through the administration, or null. */
  ModifiedDate: v.nullable(v.string()),
});
export type CrewRecord = v.InferOutput<typeof CrewRecord>;
export const CrewSearchResponse = response({
  List: v.array(CrewRecord),
  Total: v.number(),
  Page: v.number(),
  PageSize: v.number(),
});
export type CrewSearchResponse = v.InferOutput<typeof CrewSearchResponse>;
export const CrewCodeListResponse = response({ List: v.array(CrewRecord) });
/** 11, 21 and 31: the crew and its supplier. */
export const CrewRecordResponse = response({
  Crew: CrewRecord,
  Supplier: v.nullable(CrewSupplier),
});
export type CrewRecordResponse = v.InferOutput<typeof CrewRecordResponse>;
/** 41: the confirmation text. */
export const CrewDeleteResponse = response({});

/** A region's fields (spec 3 §3.10); Code names the region and is not changed by 31. */
export const RegionFields = v.object({
  Code: plainText(WIRE_TEXT),
  Name: plainText(WIRE_TEXT),
  Active: v.optional(v.boolean(), true),
});
/** api/Region 11 and 31. */
export const RegionSaveRequest = request({ Region: RegionFields });
export type RegionSaveRequest = v.InferInput<typeof RegionSaveRequest>;
/** api/Region 21 and 41: by code. */
export const RegionByCodeRequest = request({ Region: v.object({ Code: plainText(WIRE_TEXT) }) });
/** api/Region 20: free text, or the search dialog's Name / Code (alertSearchRegion). */
export const RegionSearchRequest = request({
  Filter: v.optional(CrewSearchFilter, {}),
  Page: v.optional(idSchema, 1),
  PageSize: v.optional(v.picklist(CREW_PAGE_SIZES), DEFAULT_CREW_PAGE_SIZE),
});
export type RegionSearchRequest = v.InferInput<typeof RegionSearchRequest>;
/** One region row (spec 3 §3.10). */
export const RegionRecord = v.object({
  Code: v.string(),
  Name: v.string(),
  Active: v.boolean(),
  ModifiedBy: v.nullable(v.string()),
  ModifiedDate: v.nullable(v.string()),
});
export type RegionRecord = v.InferOutput<typeof RegionRecord>;
export const RegionSearchResponse = response({
  List: v.array(RegionRecord),
  Total: v.number(),
  Page: v.number(),
  PageSize: v.number(),
});
export type RegionSearchResponse = v.InferOutput<typeof RegionSearchResponse>;
export const RegionRecordResponse = response({ Region: RegionRecord });
export const RegionDeleteResponse = response({});

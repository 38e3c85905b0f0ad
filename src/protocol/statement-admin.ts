/**
 * Wire shapes of the communiqué administration (spec 3 §2.4, §3.8, §7.4 api/Parameter): 11
 * insert, 20 list and search, 21 view, 22 quiet view, 31 update, 41 delete, 10 the short list.
 * Files travel as base64 data URLs; the strings are bounded loosely here and the spec's limits
 * (name 256, files 3,000,000 bytes) are the domain's rules, answered with a translated message.
 */
import * as v from 'valibot';
import { idSchema, plainText } from './bounds';
import { request, response } from './envelope';

/** Page sizes of the communiqué table (spec 3 §9): 25, 50 (default), 100, or 0 for all. */
export const STATEMENT_PAGE_SIZES = [25, 50, 100, 0] as const;
export type StatementPageSize = (typeof STATEMENT_PAGE_SIZES)[number];
export const DEFAULT_STATEMENT_PAGE_SIZE = 50;

/**
 * The longest data URL the wire takes for one file: 3,000,000 bytes are 4,000,000 base64
 * characters; the rest leaves room to answer a somewhat larger file with alertLess3MB (413).
 */
export const STATEMENT_FILE_WIRE_MAX = 5_000_000;
/** The request body limit of api/Parameter 11 and 31: two files at the wire maximum and the rest. */
export const STATEMENT_SAVE_MAX_BODY_BYTES = 2 * STATEMENT_FILE_WIRE_MAX + 64 * 1024;

const dateText = plainText(10);

/** A region of a communiqué: Id is the region code (spec 3 §3.8 list of regions). */
export const StatementRegion = v.object({ Id: plainText(20), Name: v.optional(plainText(256)) });

/** The communiqué's fields as 11 and 31 send them (Id null on insert). */
export const ParameterFields = v.object({
  Id: v.optional(v.nullable(idSchema), null),
  Name: plainText(2048),
  Active: v.optional(v.boolean(), true),
  StartDate: dateText,
  EndDate: dateText,
  ImageFile: v.optional(v.nullable(plainText(STATEMENT_FILE_WIRE_MAX)), null),
  PDFFile: v.optional(v.nullable(plainText(STATEMENT_FILE_WIRE_MAX)), null),
  ForLessor: v.optional(v.boolean(), false),
  ForSupplier: v.optional(v.boolean(), false),
  AllRegion: v.optional(v.boolean(), false),
});
export type ParameterFields = v.InferInput<typeof ParameterFields>;

/** api/Parameter 11 and 31: the communiqué and its regions. */
export const ParameterSaveRequest = request({
  Parameter: ParameterFields,
  Region: v.optional(v.array(StatementRegion), []),
});
export type ParameterSaveRequest = v.InferInput<typeof ParameterSaveRequest>;

/** api/Parameter 21, 22 and 41: one communiqué by Id. */
export const ParameterByIdRequest = request({ Parameter: v.object({ Id: idSchema }) });

/** api/Parameter 20: the table's search (Code is the communiqué's number) and paging. */
export const ParameterListRequest = request({
  Filter: v.optional(
    v.object({
      Code: v.optional(v.nullable(plainText(20)), null),
      Name: v.optional(v.nullable(plainText(512)), null),
      Active: v.optional(v.nullable(v.boolean()), null),
    }),
    {},
  ),
  /** 1-based page; with PageSize 0 (all) it is ignored. */
  Page: v.optional(idSchema, 1),
  PageSize: v.optional(v.picklist(STATEMENT_PAGE_SIZES), DEFAULT_STATEMENT_PAGE_SIZE),
});
export type ParameterListRequest = v.InferInput<typeof ParameterListRequest>;

/** api/Parameter 10: the short list takes an empty filter. */
export const ParameterShortListRequest = request({ Filter: v.optional(v.object({}), {}) });

/** One row of the communiqué table: no file contents, only whether each is there. */
export const ParameterRow = v.object({
  Id: v.number(),
  Name: v.string(),
  Active: v.boolean(),
  StartDate: v.string(),
  EndDate: v.string(),
  ForLessor: v.boolean(),
  ForSupplier: v.boolean(),
  AllRegion: v.boolean(),
  /** Region codes, sorted. */
  Regions: v.array(v.string()),
  HasImage: v.boolean(),
  HasPdf: v.boolean(),
  ModifiedBy: v.nullable(v.string()),
  /** ISO timestamp of the last change, or null. */
  ModifiedDate: v.nullable(v.string()),
});
export type ParameterRow = v.InferOutput<typeof ParameterRow>;

export const ParameterListResponse = response({
  List: v.array(ParameterRow),
  /** Rows matching before paging. */
  Total: v.number(),
  Page: v.number(),
  PageSize: v.number(),
  /** Every active region, for the form's region list. */
  RegionList: v.array(v.object({ Id: v.string(), Name: v.string() })),
});
export type ParameterListResponse = v.InferOutput<typeof ParameterListResponse>;

/** The stored communiqué with its files, as 11, 21, 22 and 31 answer it. */
export const ParameterRecord = v.object({
  Id: v.number(),
  Name: v.string(),
  Active: v.boolean(),
  StartDate: v.string(),
  EndDate: v.string(),
  ImageFile: v.nullable(v.string()),
  PDFFile: v.nullable(v.string()),
  ForLessor: v.boolean(),
  ForSupplier: v.boolean(),
  AllRegion: v.boolean(),
  Deleted: v.boolean(),
  ModifiedBy: v.nullable(v.string()),
  ModifiedDate: v.nullable(v.string()),
});
export type ParameterRecord = v.InferOutput<typeof ParameterRecord>;

/** A region as the record answers it: code and name. */
export const StatementRegionOut = v.object({ Id: v.string(), Name: v.string() });

export const ParameterRecordResponse = response({
  Parameter: ParameterRecord,
  Region: v.array(StatementRegionOut),
});
export type ParameterRecordResponse = v.InferOutput<typeof ParameterRecordResponse>;

/** api/Parameter 41: only Result and Message. */
export const ParameterDeleteResponse = response({});

/** api/Parameter 10: the active communiqués by number and name. */
export const ParameterShortListResponse = response({
  ListS: v.array(v.object({ Id: v.number(), Name: v.string() })),
});

/**
 * Wire shapes of the supplier and lessor administration (spec 2 §2 screens 11-14, §3
 * "Supplier/lessor (site)", §7 api/Supplier): 11 insert, 20 list and search, 21 view, 22 by code,
 * 31 update, 41 delete (10, the user dialog's short list, lives in user-admin-lists.ts). The
 * strings are bounded loosely here; the spec's limits (name 256, tax id 256, code 10, search name
 * 512) are the domain's rules, answered with a translated message rather than a 400.
 */
import * as v from 'valibot';
import { idSchema, plainText } from './bounds';
import { request, response } from './envelope';

/** The longest text the wire takes for a supplier field; the domain limits are shorter. */
const WIRE_TEXT = 2048;
const optionalText = (max: number) => v.optional(v.nullable(plainText(max)), null);
const optionalId = v.optional(v.nullable(idSchema), null);

/** Page sizes of the supplier table (spec 2 §9): 25, 50 (default), 100, or 0 for all. */
export const SUPPLIER_PAGE_SIZES = [25, 50, 100, 0] as const;
export type SupplierPageSize = (typeof SUPPLIER_PAGE_SIZES)[number];
export const DEFAULT_SUPPLIER_PAGE_SIZE = 50;

/** Which records the list shows: every one, lessors only or suppliers only. */
export const SUPPLIER_SEARCH_TYPES = ['all', 'lessor', 'supplier'] as const;
export type SupplierSearchType = (typeof SUPPLIER_SEARCH_TYPES)[number];

/** The supplier's own fields (Deleted is always sent false; 41 is the way to delete). */
export const SupplierFields = v.object({
  Id: optionalId,
  Name: plainText(WIRE_TEXT),
  TIN: plainText(WIRE_TEXT),
  /** The LIFNR; digits are padded to 10 by the server. */
  Code: plainText(WIRE_TEXT),
  Active: v.optional(v.boolean(), true),
  IsNonDeductible: v.optional(v.boolean(), false),
  IsLessor: v.optional(v.boolean(), false),
  IsSupplier: v.optional(v.boolean(), false),
  Deleted: v.optional(v.literal(false), false),
});
export type SupplierFields = v.InferInput<typeof SupplierFields>;

/** A company the supplier works for: Id is the company code (BUKRS). */
export const CompanyRef = v.object({ Id: plainText(10) });
/** A purchase-order type the supplier invoices against, by catalogue id. */
export const OrderTypeRef = v.object({ Id: idSchema });

/**
 * One invoicing panel's configuration: InvoiceOptionId 1 electronic or 2 non-electronic; with an
 * option, status, type and withholding option are required. A panel with no option is not sent.
 */
export const InvoiceConfig = v.object({
  InvoiceOptionId: v.nullable(idSchema),
  InvoiceStatusId: v.nullable(idSchema),
  InvoiceTypeId: v.nullable(idSchema),
  WithHoldingTaxOptionId: v.nullable(idSchema),
});
export type InvoiceConfig = v.InferOutput<typeof InvoiceConfig>;

const saveLists = {
  Company: v.pipe(v.array(CompanyRef), v.maxLength(100)),
  PurchaseOrderType: v.optional(v.pipe(v.array(OrderTypeRef), v.maxLength(20)), []),
  /** Both panels, one or none: at most one entry per option. */
  InvoiceType: v.optional(v.pipe(v.array(InvoiceConfig), v.maxLength(2)), []),
};

/** 11 insert: a new supplier or lessor (Supplier.Id null). */
export const SupplierInsertRequest = request({ Supplier: SupplierFields, ...saveLists });
export type SupplierInsertRequest = v.InferInput<typeof SupplierInsertRequest>;
/** 31 update: the stored supplier named by Supplier.Id, replaced with these values and lists. */
export const SupplierUpdateRequest = request({
  Supplier: v.object({ ...SupplierFields.entries, Id: idSchema }),
  ...saveLists,
});
export type SupplierUpdateRequest = v.InferInput<typeof SupplierUpdateRequest>;
/** 21 view and 41 delete: the supplier by Id. */
export const SupplierByIdRequest = request({ Supplier: v.object({ Id: idSchema }) });
/** 22 special view: the supplier by code (padded to 10 like the stored one). */
export const SupplierByCodeRequest = request({
  Supplier: v.object({ Code: plainText(WIRE_TEXT) }),
});

/**
 * 20 list: the table's search type and free text (name, tax id or code), or the search dialog's
 * fields (spec 2 §3 supplier search filter). A filter carrying any dialog field needs a name or a
 * tax id (alertSearchSupplier). Sorted by name; paged 25, 50, 100 or all (0).
 */
export const SupplierSearchFilter = v.object({
  SearchType: v.optional(v.picklist(SUPPLIER_SEARCH_TYPES), 'all'),
  Text: optionalText(WIRE_TEXT),
  Name: optionalText(WIRE_TEXT),
  TIN: optionalText(WIRE_TEXT),
  Code: optionalText(WIRE_TEXT),
  CompanyId: optionalText(10),
  PurchaseOrderTypeId: optionalId,
});
export type SupplierSearchFilter = v.InferInput<typeof SupplierSearchFilter>;
export const SupplierSearchRequest = request({
  Filter: v.optional(SupplierSearchFilter, {}),
  /** 1-based page; with PageSize 0 (all) it is ignored. */
  Page: v.optional(idSchema, 1),
  PageSize: v.optional(v.picklist(SUPPLIER_PAGE_SIZES), DEFAULT_SUPPLIER_PAGE_SIZE),
});
export type SupplierSearchRequest = v.InferInput<typeof SupplierSearchRequest>;

/** One row of the supplier table: name, tax id, code, companies, type, active, last modified. */
export const SupplierRow = v.object({
  Id: v.number(),
  Name: v.string(),
  TIN: v.string(),
  Code: v.string(),
  /** Company codes, sorted. */
  Companies: v.array(v.string()),
  IsLessor: v.boolean(),
  IsSupplier: v.boolean(),
  Active: v.boolean(),
  /** ISO timestamp of the last change through the administration, or null. */
  ModifiedDate: v.nullable(v.string()),
  ModifiedBy: v.nullable(v.string()),
});
export type SupplierRow = v.InferOutput<typeof SupplierRow>;
export const SupplierSearchResponse = response({
  List: v.array(SupplierRow),
  /** Rows matching before paging. */
  Total: v.number(),
  Page: v.number(),
  PageSize: v.number(),
});
export type SupplierSearchResponse = v.InferOutput<typeof SupplierSearchResponse>;

/** The stored supplier as 11, 21, 22 and 31 answer it. */
export const SupplierRecordFields = v.object({
  Id: v.number(),
  Name: v.string(),
  TIN: v.string(),
  Code: v.string(),
  Active: v.boolean(),
  IsNonDeductible: v.boolean(),
  IsLessor: v.boolean(),
  IsSupplier: v.boolean(),
  Deleted: v.boolean(),
  ModifiedDate: v.nullable(v.string()),
  ModifiedBy: v.nullable(v.string()),
});
export const SupplierRecordResponse = response({
  Supplier: SupplierRecordFields,
  Company: v.array(v.object({ Id: v.string(), Code: v.string(), Name: v.string() })),
  PurchaseOrderType: v.array(v.object({ Id: v.number(), Code: v.string(), Name: v.string() })),
  /** The electronic configuration first, then the non-electronic one, when present. */
  InvoiceType: v.array(
    v.object({
      InvoiceOptionId: v.number(),
      InvoiceStatusId: v.number(),
      InvoiceTypeId: v.number(),
      WithHoldingTaxOptionId: v.number(),
    }),
  ),
});
export type SupplierRecordResponse = v.InferOutput<typeof SupplierRecordResponse>;
export const SupplierDeleteResponse = response({});

/**
 * Wire shapes of the user dialog's selector lists (spec 1 §7 Other "Crew and region lists for user
 * forms", spec 3 §7.3 and §7.5): api/Supplier 10, api/Crew 10 and api/Region 10, each read-only and
 * scoped by the server to what the caller may assign.
 */
import * as v from 'valibot';
import { plainText } from './bounds';
import { request, response } from './envelope';

const optionalText = (max: number) => v.optional(v.nullable(plainText(max)), null);
const codeList = v.optional(v.nullable(v.pipe(v.array(plainText(32)), v.maxLength(100))), null);

/** The most rows one selector list answers with; the dialog narrows by typing. */
export const SELECTOR_LIST_CAP = 100;

/** api/Supplier 10: the lessors / suppliers the caller may assign, narrowed by code or name. */
export const SupplierListRequest = request({
  Filter: v.optional(
    v.nullable(
      v.object({
        /** Matches the code or the name (part of either, case-insensitive). */
        Text: optionalText(256),
        Code: optionalText(10),
        Name: optionalText(256),
        Company: codeList,
      }),
    ),
    null,
  ),
});
export const SupplierOption = v.object({
  Id: v.number(),
  Code: v.string(),
  Name: v.string(),
  TIN: v.string(),
  IsLessor: v.boolean(),
  IsSupplier: v.boolean(),
});
export type SupplierOption = v.InferOutput<typeof SupplierOption>;
export const SupplierListResponse = response({ List: v.array(SupplierOption) });

/** api/Crew 10: the crews of the given suppliers the caller may assign (spec 3 §7.3: ListS). */
export const CrewListRequest = request({
  Filter: v.optional(
    v.nullable(
      v.object({
        Supplier: codeList,
        Company: codeList,
      }),
    ),
    null,
  ),
});
export const CrewOption = v.object({
  Code: v.string(),
  Name: v.string(),
  CompanyCode: v.string(),
  SupplierCode: v.nullable(v.string()),
  RegionCode: v.nullable(v.string()),
});
export type CrewOption = v.InferOutput<typeof CrewOption>;
export const CrewListResponse = response({ ListS: v.array(CrewOption) });

/** api/Region 10: the active regions the caller may assign. */
export const RegionListRequest = request({});
export const RegionOption = v.object({ Code: v.string(), Name: v.string() });
export type RegionOption = v.InferOutput<typeof RegionOption>;
export const RegionListResponse = response({ List: v.array(RegionOption) });

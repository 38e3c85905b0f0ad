/**
 * The orders page's search params: the applied filter (so back and forward restore a result), the
 * page of the list and its size, "only the orders on this device", and the open order
 * (?order=AUFNR&arbpl=…). Anything malformed in a hand-typed URL is dropped. The page opens with
 * its default filter applied, so an empty search is a search too.
 */
import * as v from 'valibot';
import { PAGE_SIZES } from '../../../lib/paging';

const text = (max: number) =>
  v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max))), undefined);
const isoDate = v.fallback(
  v.optional(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))),
  undefined,
);

export const OrdersSearch = v.object({
  company: text(4),
  supplier: text(10),
  status: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^0[1-7]$/))), undefined),
  region: text(10),
  from: isoDate,
  to: isoDate,
  site: text(40),
  /** 1-based page of the list. */
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
  /** Rows a page (spec 3 §9); absent means the default 50. */
  size: v.fallback(v.optional(v.picklist(PAGE_SIZES)), undefined),
  /** 1: only the orders kept on this device. */
  offline: v.fallback(v.optional(v.literal(1)), undefined),
  // A typed link (?order=400000100099) reads as a number; the app's own links carry a string.
  order: v.fallback(
    v.optional(
      v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.regex(/^\d{1,12}$/)),
    ),
    undefined,
  ),
  arbpl: text(40),
});
export type OrdersSearch = v.InferOutput<typeof OrdersSearch>;

/** The filter fields the form edits. */
export interface OrderFilterValues {
  company: string;
  supplier: string;
  status: string;
  region: string;
  from: string;
  to: string;
  site: string;
}

/**
 * api/Notification 22 (spec 1 §2.6, §3 Statement, §7): the communiqués of the home carousel,
 * requested with ForLessor / ForSupplier / Region. The server narrows the filter to what the
 * caller's role may see.
 */
import * as v from 'valibot';
import { plainText } from './bounds';
import { request, response } from './envelope';

/** The home filter; Region applies to lessor roles only ('' or absent means all of theirs). */
export const StatementFilter = v.object({
  Active: v.optional(v.boolean(), true),
  ForLessor: v.optional(v.boolean(), false),
  ForSupplier: v.optional(v.boolean(), false),
  AllRegion: v.optional(v.union([v.boolean(), v.literal('')]), ''),
  Region: v.nullish(plainText(20), ''),
});

export const StatementListRequest = request({ Filter: v.optional(StatementFilter, {}) });

/** One communiqué: its image and/or PDF as data URLs (at least one of the two). */
export const Statement = v.object({
  Id: v.number(),
  Name: v.string(),
  ImageFile: v.nullable(v.string()),
  PDFFile: v.nullable(v.string()),
});
export type Statement = v.InferOutput<typeof Statement>;

export const StatementListResponse = response({ List: v.array(Statement) });
export type StatementListResponse = v.InferOutput<typeof StatementListResponse>;

/** A PDF under this many characters opens inline in a new window; a longer one is downloaded. */
export const PDF_INLINE_LIMIT = 2_000_000;

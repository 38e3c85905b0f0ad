/**
 * api/site (spec 1 §3 Site): 21 view and 31 update of the site record for administrators. The
 * same record reaches every client in api/session init and in the Session.
 */
import * as v from 'valibot';
import { plainString, plainText } from './bounds';
import { request, response } from './envelope';
import { Site } from './session';

/** An image as a data: URL (logo, home image, favicon). */
const DataUrl = v.pipe(plainString, v.maxLength(700_000), v.regex(/^data:image\/[\w.+-]+[;,]/));

/** The editable fields of the site record; absent fields stay as they are. */
export const SiteChanges = v.partial(
  v.object({
    Active: v.boolean(),
    MsgOutBody: v.nullable(plainText(20_000)),
    MsgStart: v.nullable(plainText(20_000)),
    ColorPrimary: v.pipe(plainString, v.regex(/^#[0-9a-fA-F]{6}$/)),
    GoogleRecaptcha: v.boolean(),
    GoogleRecaptchaSiteKey: v.nullable(plainText(256)),
    ImageLogotypeFile: v.nullable(DataUrl),
    ImageHomeFile: v.nullable(DataUrl),
    ImageFaviconFile: v.nullable(DataUrl),
    CompanyId: v.nullable(plainText(10)),
  }),
);
export type SiteChanges = v.InferOutput<typeof SiteChanges>;

/** 21 view: the current site record. */
export const SiteViewRequest = request({});
/** 31 update: the changed fields. */
export const SiteUpdateRequest = request({ Site: SiteChanges });
/** The site record after the call. */
export const SiteResponse = response({ Site: v.nullable(Site) });
export type SiteResponse = v.InferOutput<typeof SiteResponse>;

/**
 * api/RequestAccess 11 (spec 1 §2.4, §4 Request access): the one public call of the access-request
 * dialog. The server validates the partner, finds or creates the supplier, creates the user and
 * mails the activation, as one operation.
 */
import * as v from 'valibot';
import { idSchema, plainText } from './bounds';
import { PARTNER_TYPES } from '../domain/account/request-access';
import { request, response } from './envelope';

const text = plainText;

/** The dialog's fields: lessor or supplier, RFC, partner number, site id (lessors), e-mail. */
export const AccessRequestWire = v.object({
  /** LESSOR or SUPPLIER; null until one checkbox is ticked. */
  Type: v.nullable(v.picklist(PARTNER_TYPES)),
  TIN: text(13),
  PartnerId: text(20),
  SiteId: v.nullish(text(40), null),
  Email: text(256),
});
export type AccessRequestWire = v.InferOutput<typeof AccessRequestWire>;

export const RequestAccessRequest = request({
  Request: AccessRequestWire,
  /** The captcha answer token, when the site's GoogleRecaptcha flag is on. */
  Captcha: v.optional(text(4096)),
});

/**
 * Result true with requestAccessSent and Outcome "activated" (the activation went to the e-mail the
 * ERP holds for the partner) or requestAccessInReview and Outcome "review" (the typed e-mail is not
 * that one: an administrator reviews the request first; nothing is created yet); otherwise Message is the partner validation's MESSAGE or
 * one of mainLoginRequestAccessAlertNotSupplier, "No se creo el usuario, contactar con el
 * administrador.", the user-exists text, a field rule or the captcha refusal (for a sticky alert).
 */
export const RequestAccessResponse = response({
  Outcome: v.optional(v.picklist(['activated', 'review'])),
});

export const ACCESS_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AccessRequestStatus = (typeof ACCESS_REQUEST_STATUSES)[number];

/** AccessRequest 20: the access requests waiting for review (or of a status), oldest first. */
export const AccessRequestListRequest = request({
  Filter: v.optional(
    v.object({
      Status: v.optional(v.nullable(v.picklist(ACCESS_REQUEST_STATUSES)), null),
    }),
    {},
  ),
});

/** One access request held for review: who asked, for which partner, and the two e-mails. */
export const AccessRequestRow = v.object({
  Id: v.number(),
  Type: v.picklist(PARTNER_TYPES),
  TIN: v.string(),
  PartnerId: v.string(),
  PartnerName: v.string(),
  SiteId: v.nullable(v.string()),
  /** The e-mail the requester typed: the activation goes there if approved. */
  Email: v.string(),
  /** The e-mail the ERP holds for the partner (null: none), for the reviewer to compare. */
  ErpEmail: v.nullable(v.string()),
  Status: v.picklist(ACCESS_REQUEST_STATUSES),
  Created: v.string(),
  Decided: v.nullable(v.string()),
  DecidedBy: v.nullable(v.string()),
});
export type AccessRequestRow = v.InferOutput<typeof AccessRequestRow>;

export const AccessRequestListResponse = response({
  List: v.array(AccessRequestRow),
  /** More rows match than the page shows (the oldest 200 are listed). */
  Truncated: v.boolean(),
});
export type AccessRequestListResponse = v.InferOutput<typeof AccessRequestListResponse>;

/**
 * AccessRequest 31: approve (the user is created and the activation mailed to the typed e-mail)
 * or reject a pending request. Answers the row as it now stands.
 */
export const AccessRequestDecideRequest = request({
  Id: idSchema,
  Approve: v.boolean(),
});
export const AccessRequestDecideResponse = response({ Request: AccessRequestRow });

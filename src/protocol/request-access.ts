/**
 * api/RequestAccess 11 (spec 1 §2.4, §4 Request access): the one public call of the access-request
 * dialog. The server validates the partner, finds or creates the supplier, creates the user and
 * mails the activation, as one operation.
 */
import * as v from 'valibot';
import { plainText } from './bounds';
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
 * Result true with requestAccessSent; otherwise Message is the partner validation's MESSAGE or
 * one of mainLoginRequestAccessAlertNotSupplier, "No se creo el usuario, contactar con el
 * administrador.", the user-exists text, a field rule or the captcha refusal (for a sticky alert).
 */
export const RequestAccessResponse = response({});

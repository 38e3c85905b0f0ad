/** api/RequestAccess 11: the access request of the sign-in page, sent once as one public call. */
import { callApi } from '../../../lib/api-client';
import { ActionId } from '../../../protocol/envelope';
import { RequestAccessResponse, type AccessRequestWire } from '../../../protocol/request-access';

/** The server validates the partner, creates the supplier and the user and mails the activation. */
export function sendAccessRequest(request: AccessRequestWire, captcha: string | null) {
  return callApi(
    'RequestAccess',
    ActionId.Insert,
    { Request: request, ...(captcha ? { Captcha: captcha } : {}) },
    { schema: RequestAccessResponse },
  );
}

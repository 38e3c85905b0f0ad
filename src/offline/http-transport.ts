/**
 * Sends one outbox entry to the API with its Idempotency-Key, through the app's one API client
 * (so a 401 also runs the session-expiry flow); files go first through api/Upload in parts
 * ({ $upload: id }) or inline as base64 ({ $blob: id }), read from the device only at send time.
 */
import { callApi } from '../lib/api-client';
import { isApiError } from '../lib/api-errors';
import type { Transport, TransportAnswer } from './transport';
import { uploadingTransport, type ApiCall } from './upload-transport';

export { blobToBase64, resolveBlobs } from './upload-transport';

/**
 * One call through the API client, its errors turned back into what the sync engine reads: the
 * status (null: no answer) and the body. A refusal is the client's ApiError 'refused' with status
 * 200 and the whole answer as its body, so the engine sees `{ Result: false, Message }` as before.
 */
export const apiClientCall: ApiCall = async (name, body, headers): Promise<TransportAnswer> => {
  const { ActionId, ...payload } = body;
  try {
    const answer = await callApi(name, typeof ActionId === 'number' ? ActionId : 21, payload, {
      ...(headers ? { headers } : {}),
    });
    return { status: 200, body: answer };
  } catch (error) {
    if (isApiError(error)) {
      return {
        status: error.kind === 'network' ? null : error.status,
        body: error.body ?? { Result: false, Message: error.message },
      };
    }
    return { status: null, body: null };
  }
};

export const httpTransport: Transport = uploadingTransport(apiClientCall);

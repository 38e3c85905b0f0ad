/** The calls of api/session (spec 1 §7): 11 init, 31 login, 21 refresh, 41 logout. */
import { ActionId } from '../../protocol/envelope';
import {
  LogoutResponse,
  SessionInitResponse,
  SessionRefreshResponse,
  SessionResponse,
} from '../../protocol/session';
import { callApi } from '../api-client';

export function requestInit() {
  return callApi('session', ActionId.Insert, {}, { schema: SessionInitResponse });
}

export function requestLogin(input: { id: string; password: string; captcha: string | null }) {
  return callApi(
    'session',
    ActionId.Update,
    {
      Login: { Id: input.id, Password: input.password },
      ...(input.captcha ? { Captcha: input.captcha } : {}),
    },
    { schema: SessionResponse },
  );
}

/**
 * 21 refresh, sending the Tag of the Session the client holds: the server answers Unchanged (with
 * the new expiry) instead of the whole Session while that Session is still the one it would send.
 */
export function requestRefresh(sessionTag: string | null) {
  return callApi('session', ActionId.View, sessionTag ? { SessionTag: sessionTag } : {}, {
    schema: SessionRefreshResponse,
  });
}

export function requestLogout() {
  return callApi('session', ActionId.Delete, {}, { schema: LogoutResponse });
}

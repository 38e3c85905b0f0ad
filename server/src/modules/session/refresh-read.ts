/**
 * The session refresh's one statement (api/session 21): it authenticates the token, slides the
 * expiry when it moved enough (sliding.ts) and reads the user's part of the Session
 * (session-lists.ts), so that the refresh's handler reads nothing more but, when their version
 * moved, the shared catalogues.
 */
import type { AuthSession } from '../../api/types';
import type { Db } from '../../db/client';
import { sessionContentWithSession, type SessionContent } from './session-lists';
import { authenticateSessionWith, type AuthenticateOptions } from './store';

/** What the refresh's statement read of each session it authenticated, until the answer is sent. */
const contentRead = new WeakMap<AuthSession, SessionContent>();

/** authenticateSession for the refresh: the same session, and its user's part of the Session. */
export async function authenticateRefresh(
  db: Db,
  token: string,
  now: Date,
  opts: AuthenticateOptions,
): Promise<AuthSession | null> {
  const today = now.toISOString().slice(0, 10);
  const found = await authenticateSessionWith(
    db,
    token,
    now,
    opts,
    sessionContentWithSession(today),
  );
  if (!found) return null;
  contentRead.set(found.auth, found.read);
  return found.auth;
}

/** The user's part of the Session read with this session by its refresh, if it was. */
export function contentReadWith(auth: AuthSession): SessionContent | undefined {
  return contentRead.get(auth);
}

/**
 * Persists the signed-in session and the last site record in localStorage. Clearing the session
 * removes only its own keys (and the read caches of that user): the Dexie database `portalpro`
 * with offline drafts and the outbox must NEVER be touched here, so crews lose no field work.
 */
import * as v from 'valibot';
import { Session, SessionInitResponse } from '../../protocol/session';
import { QUERY_CACHE_STORAGE_KEY, SESSION_STORAGE_KEY, SITE_STORAGE_KEY } from '../storage-keys';

export type StoredInit = Omit<v.InferOutput<typeof SessionInitResponse>, 'Result' | 'Message'>;
const StoredInitSchema = v.object({
  Site: SessionInitResponse.entries.Site,
  PublicKey: SessionInitResponse.entries.PublicKey,
  Environment: SessionInitResponse.entries.Environment,
});

function read(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or private mode: the session still works for this visit.
  }
}

export function saveSession(session: Session): void {
  write(SESSION_STORAGE_KEY, session);
}

/** The stored session, or null when there is none or it no longer matches the schema. */
export function loadSession(): Session | null {
  const parsed = v.safeParse(Session, read(SESSION_STORAGE_KEY));
  return parsed.success ? parsed.output : null;
}

/** Forgets the session and the user's read caches; nothing else (language, drafts) is touched. */
export function clearSession(): void {
  try {
    localStorage.removeItem(SESSION_STORAGE_KEY);
    localStorage.removeItem(QUERY_CACHE_STORAGE_KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

export function saveInit(init: StoredInit): void {
  write(SITE_STORAGE_KEY, init);
}

export function loadInit(): StoredInit | null {
  const parsed = v.safeParse(StoredInitSchema, read(SITE_STORAGE_KEY));
  return parsed.success ? parsed.output : null;
}

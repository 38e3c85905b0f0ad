/**
 * The route guard of spec 1 §2.1, rules 1-7, as one pure decision. The client router calls it in
 * beforeLoad on every navigation; the server enforces the same access on every API call.
 */
import { isAdministrator, mayOpenClientAdministration, mayOpenUserAdministration } from './roles';

export const PUBLIC_PATHS = ['/login', '/recovery', '/out', '/404'] as const;

export function isPublicPath(path: string): boolean {
  return (PUBLIC_PATHS as readonly string[]).includes(normalizePath(path));
}

export function normalizePath(path: string): string {
  const bare = (path.split(/[?#]/)[0] ?? '').replace(/\/+$/, '');
  return bare === '' ? '/' : bare.startsWith('/') ? bare : `/${bare}`;
}

export interface GuardInput {
  /** Path being opened, relative to the base path. */
  to: string;
  /**
   * Path the navigation comes from. A first load has none and counts as "/", as the original
   * router's start location did: so typing /login while signed in signs the user out (rule 4).
   */
  from?: string;
  /** Rule 1: the session has been restored from storage. */
  restored: boolean;
  loggedIn: boolean;
  accessPath: readonly string[];
  /** Whether the site record says the site is active; unknown counts as active. */
  siteActive: boolean;
  role: string | null;
  /**
   * The sign-in page was opened from the out-of-service page's administrator link. Rule 6 keeps
   * everyone but administrators out; a signed-out visitor's role is unknown until they sign in,
   * so this is how an administrator reaches the form during an outage (the server still refuses
   * every other role with siteOutOfService).
   */
  administratorSignIn?: boolean;
}

export type GuardDecision =
  | { kind: 'wait' }
  | { kind: 'pass' }
  | { kind: 'logout' }
  | { kind: 'redirect'; to: '/login' | '/404' | '/out' | '/' };

/** Applies rules 1-7 in order and the AdminUser / AdminClient named-route checks. */
export function decideRoute(input: GuardInput): GuardDecision {
  const to = normalizePath(input.to);
  const from = normalizePath(input.from ?? '/');
  // 1. Wait until the session has been restored.
  if (!input.restored) return { kind: 'wait' };
  // 2. /recovery always passes.
  if (to === '/recovery') return { kind: 'pass' };
  // 7. The out-of-service page sends everyone to /login once the site is active again.
  if (to === '/out')
    return input.siteActive ? { kind: 'redirect', to: '/login' } : { kind: 'pass' };
  // 6. With the site inactive, everyone but an administrator goes to /out.
  if (
    !input.siteActive &&
    !(input.loggedIn && input.role !== null && isAdministrator(input.role))
  ) {
    const administratorForm =
      !input.loggedIn && to === '/login' && input.administratorSignIn === true;
    if (!administratorForm) return { kind: 'redirect', to: '/out' };
  }
  // 3. Protected paths need a session.
  if (!input.loggedIn)
    return isPublicPath(to) ? { kind: 'pass' } : { kind: 'redirect', to: '/login' };
  // 4. Opening /login from / while signed in signs the user out.
  if (to === '/login' && from === '/') return { kind: 'logout' };
  // 5. Allowed paths, public paths and / pass; anything else is not found for this user.
  if (to !== '/' && !isPublicPath(to) && !input.accessPath.includes(to)) {
    return { kind: 'redirect', to: '/404' };
  }
  // Named routes AdminUser and AdminClient send everyone else home.
  const role = input.role ?? '';
  if ((to === '/admin_user' || to === '/add_user') && !mayOpenUserAdministration(role)) {
    return { kind: 'redirect', to: '/' };
  }
  if (to === '/admin_client' && !mayOpenClientAdministration(role)) {
    return { kind: 'redirect', to: '/' };
  }
  return { kind: 'pass' };
}

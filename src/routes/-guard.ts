/**
 * Runs the domain guard (src/domain/guard.ts, spec 1 §2.1 rules 1-7) for a navigation and turns
 * its decision into router actions. Pages never re-check access by hand.
 */
import { redirect } from '@tanstack/react-router';
import { decideRoute } from '../domain/guard';
import type { RouterContext } from './-router-context';

interface GuardArgs {
  context: RouterContext;
  location: { pathname: string };
  /** The route's validated search params (only /login declares one: `admin`). */
  search?: unknown;
  preload: boolean;
}

export async function guardRoute({ context, location, preload, search }: GuardArgs): Promise<void> {
  const { session } = context;
  const params = (search ?? {}) as { admin?: unknown };
  const administratorSignIn = params.admin === 1 || params.admin === '1';
  const decide = () =>
    decideRoute(session.guardInput(location.pathname, context.fromPath(), administratorSignIn));
  let decision = decide();
  if (decision.kind === 'wait') {
    await session.whenRestored();
    decision = decide();
  }
  if (decision.kind === 'logout') {
    // Rule 4: opening /login from / signs the user out; a preload must never do that.
    if (!preload) await session.logout();
    return;
  }
  if (decision.kind === 'redirect') throw redirect({ to: decision.to, replace: true });
}

/** What every route's beforeLoad receives: the session controller and where navigation comes from. */
import type { SessionController } from '../lib/session/session-controller';

export interface RouterContext {
  session: SessionController;
  /** Path of the last resolved location, or undefined on the first load (counts as "/"). */
  fromPath: () => string | undefined;
}

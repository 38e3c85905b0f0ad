/** React access to the session controller's state. */
import { useStore } from '../external-store';
import { sessionController, type SessionState } from './session-controller';

export function useSessionState<S>(selector: (state: SessionState) => S): S {
  return useStore(sessionController.store, selector);
}

/**
 * A page's state kept for the tab (lib/remembered.ts): starts from what was kept for this user and
 * page when it is still valid, else from `initial`; every change is kept again.
 */
import { useEffect, useState } from 'react';
import type * as v from 'valibot';
import { useSessionState } from '../../../lib/session/use-session';
import { rememberedFor, rememberKey, writeRemembered } from '../lib/remembered';

export function useRememberedState<S extends v.GenericSchema>(
  page: string,
  schema: S,
  initial: () => v.InferOutput<S>,
) {
  const user = useSessionState((s) => s.session?.User.UserName ?? '');
  const key = rememberKey(user, page);
  const [state, setState] = useState<v.InferOutput<S>>(
    () => rememberedFor(user, page, schema) ?? initial(),
  );
  useEffect(() => writeRemembered(key, state), [key, state]);
  return [state, setState] as const;
}

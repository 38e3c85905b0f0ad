import type { AuthSession } from '../api/types';

/** The Hono environment of the app: per-request variables set by the middleware. */
export interface AppEnv {
  Variables: {
    /** The request's id (X-Request-Id): the caller's when well formed, else a new UUID. */
    requestId: string;
    /**
     * What the request reached, for the access log and the metrics: "api/<name> <ActionId>",
     * "static", "healthz"… Unset: the access log names it from the matched route pattern.
     */
    route?: string;
    /** The signed-in user of an API call, once its session is known. */
    userId?: number;
    /** The live session of an API call authenticated before its body was read (session-first). */
    auth?: AuthSession;
  };
}

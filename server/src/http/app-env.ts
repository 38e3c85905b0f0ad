/** The Hono environment of the app: per-request variables set by the middleware. */
export interface AppEnv {
  Variables: { requestId: string };
}

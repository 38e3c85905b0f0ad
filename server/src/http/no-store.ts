/**
 * Keeps answers that may carry a token or personal data out of every cache (browser, proxy, CDN):
 * `Cache-Control: no-store` on whatever response comes back, refusals and errors included.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

export function noStore(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
  };
}

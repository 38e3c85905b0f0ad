/**
 * Builds the Hono app: a request id, the access log and security headers on everything, the API
 * dispatcher, the OAuth2 token endpoint, the health check, the metrics and the PWA under
 * /PortalPRO/. Exported for tests (app.request).
 */
import { Hono } from 'hono';
import { gzipAnswers } from './http/gzip-answers';
import { sql } from 'drizzle-orm';
import { BASE_PATH, toLanguage } from '../../src/protocol/envelope';
import { helpVideoHandler } from './modules/site-media/serve';
import { fileDownloads } from './modules/files/downloads';
import { message } from '../../src/protocol/messages';
import { createCaptchaVerifier, type CaptchaVerifier } from './adapters/captcha';
import type { MaintenanceErp } from './adapters/erp';
import { createEmbeddedErp } from './adapters/erp/embedded';
import type { CustomersErp } from './adapters/erp/customers';
import { createEmbeddedCustomersErp } from './adapters/erp/embedded/customers';
import { createEmbeddedInvoicingErp } from './adapters/erp/embedded/invoicing';
import type { InvoicingErp } from './adapters/erp/invoicing';
import { createEmbeddedSupplierErp } from './adapters/erp/embedded/supplier';
import { createEmbeddedPaymentsErp } from './adapters/erp/embedded/payments';
import type { PaymentsErp } from './adapters/erp/payments';
import type { SupplierErp } from './adapters/erp/supplier';
import type { FileStore } from './adapters/files';
import { createDbFileStore } from './adapters/files/embedded';
import {
  createCertificateServices,
  createSatAdapter,
  satConfigFrom,
  type SatAdapter,
  type SatCertificateServices,
} from './adapters/sat';
import { createCfdiTrust, type CfdiTrustOptions } from './adapters/sat/trust';
import { apiHandler, nameApiRoute } from './api/dispatcher';
import { closeIfBody, sessionFirst } from './api/session-first';
import { refuseForNow } from './api/types';
import { LARGE_BODY_ROUTES } from './api/registry';
import { loadTransportKey, type TransportKey } from './auth/transport-key';
import type { Liveness } from './db/boot-liveness';
import type { Db } from './db/client';
import type { AppDeps } from './deps';
import type { Env } from './env';
import { errorForLog } from './error-for-log';
import { accessLog, routeName, stdoutSink, type AccessLogSink } from './http/access-log';
import type { AppEnv } from './http/app-env';
import { apiBodyLimit } from './http/body-limit';
import { largeBodySlots } from './http/large-body-slots';
import { createMetrics, metricsEndpoint, type Metrics } from './http/metrics';
import { noStore } from './http/no-store';
import { pathGuard } from './http/path-guard';
import { requestId } from './http/request-id';
import { securityHeaders } from './http/security-headers';
import { staticFiles } from './http/static-files';
import { createLogger, type Logger } from './logger';
import { recordServerError } from './modules/operations/server-errors';
import { INSUFFICIENT_STORAGE, isStorageFull } from './storage-full';
import { tokenHandler } from './modules/token/handler';
import type { JobSystem } from './jobs/job-system';
import type { Readiness } from './lifecycle';

/** Request bodies above this answer 413, but for the few routes of LARGE_BODY_ROUTES. */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Large bodies (LARGE_BODY_ROUTES, above MAX_BODY_BYTES) read at once: per user, and in total per
 * process. Ten 27 MiB bodies at once hold about 1 GB; six keep a 2 GB instance responsive.
 */
export const LARGE_BODY_SLOTS = { perUser: 2, total: 6 };
/** The Retry-After of a large body refused for want of a slot. */
const LARGE_BODY_RETRY_SECONDS = 10;

export interface CreateAppOptions {
  db: Db;
  env: Env;
  log?: Logger;
  /** Overrides the captcha verifier (tests); by default Google's when RECAPTCHA_SECRET is set. */
  captcha?: CaptchaVerifier | null;
  /**
   * The files store: the one server/src/index.ts opened at start from FILE_STORE (openFileStore);
   * by default blobs in the database.
   */
  files?: FileStore;
  /** Overrides the ERP (by default the embedded one on the same database). */
  erp?: MaintenanceErp;
  /** Overrides lessor invoicing (by default the embedded ERP on the same database). */
  invoicing?: InvoicingErp;
  /** Overrides supplier invoicing (by default the embedded ERP on the same database). */
  supplier?: SupplierErp;
  /** Overrides payments (by default the embedded ERP on the same database). */
  payments?: PaymentsErp;
  /** Overrides the customer areas (by default the embedded ERP on the same database). */
  customers?: CustomersErp;
  /** Overrides the tax authority (by default embedded, or SAT_MODE=soap, from the configuration). */
  sat?: SatAdapter;
  now?: () => Date;
  /** How long an attempt waits for a concurrent first attempt under its Idempotency-Key (tests). */
  idempotencyWaitMs?: number;
  /** Large bodies read at once per user and in total (LARGE_BODY_SLOTS by default; tests). */
  largeBodySlots?: { perUser: number; total: number };
  /**
   * This process's boot id and whether another process is alive, for the Idempotency-Key claims
   * (db/boot-liveness.ts). By default one process alone on the database (PGlite, tests).
   */
  liveness?: Liveness;
  /** Whether this instance takes new work (/readyz); always ready when not given. */
  readiness?: Readiness;
  /** The job queue, for the operations page's "run now" (absent where no jobs run). */
  jobs?: Pick<JobSystem, 'runNow'> | null;
  /**
   * The metrics the app counts its answers in and serves at <base>/metrics; the same object goes
   * to startMetricsServer for METRICS_PORT. By default the app makes its own.
   */
  metrics?: Metrics;
  /**
   * Where the access log's lines go (by default stdout). Lines are written when ACCESS_LOG is on
   * and LOG_LEVEL is not silent.
   */
  accessLog?: AccessLogSink;
  /** The SAT's certificate services (by default from SAT_MODE). */
  certificates?: SatCertificateServices;
  /**
   * More for the seal checks to trust than SAT_TRUST_DIR (tests: the SAT's test authorities and
   * the tests' own certifier). Never set in production.
   */
  trust?: CfdiTrustOptions['extra'];
}

export function createApp(opts: CreateAppOptions): Hono<AppEnv> {
  const log = opts.log ?? createLogger(opts.env.LOG_LEVEL);
  let key: Promise<TransportKey> | null = null;
  if (!opts.files && opts.env.FILE_STORE !== 'db') {
    // The bucket is checked at start (openFileStore), which createApp, being synchronous, cannot do.
    throw new Error(`FILE_STORE=${opts.env.FILE_STORE}: pass the store openFileStore opened`);
  }
  const files = opts.files ?? createDbFileStore(opts.db);
  const certificates =
    opts.certificates ?? createCertificateServices(opts.db, satConfigFrom(opts.env));
  const deps: AppDeps = {
    db: opts.db,
    env: opts.env,
    log,
    transportKey: () => {
      key ??= loadTransportKey(opts.db).catch((e: unknown) => {
        key = null;
        throw e;
      });
      return key;
    },
    captcha:
      opts.captcha === undefined ? createCaptchaVerifier(opts.env.RECAPTCHA_SECRET) : opts.captcha,
    erp: opts.erp ?? createEmbeddedErp(opts.db, files),
    invoicing: opts.invoicing ?? createEmbeddedInvoicingErp(opts.db),
    supplier: opts.supplier ?? createEmbeddedSupplierErp(opts.db),
    payments: opts.payments ?? createEmbeddedPaymentsErp(opts.db),
    customers: opts.customers ?? createEmbeddedCustomersErp(opts.db),
    files,
    sat: opts.sat ?? createSatAdapter(opts.db, satConfigFrom(opts.env)),
    certificates,
    trust: createCfdiTrust({
      db: opts.db,
      env: opts.env,
      certificates,
      ...(opts.trust ? { extra: opts.trust } : {}),
    }),
    jobs: opts.jobs ?? null,
    drain: opts.readiness?.drain ?? null,
    now: opts.now ?? (() => new Date()),
  };

  const metrics = opts.metrics ?? createMetrics({ db: opts.db, log });
  const base = BASE_PATH.replace(/\/$/, '');

  const app = new Hono<AppEnv>();
  app.use('*', requestId());
  app.use(
    '*',
    accessLog({
      sink:
        opts.env.ACCESS_LOG && opts.env.LOG_LEVEL !== 'silent'
          ? (opts.accessLog ?? stdoutSink)
          : null,
      basePath: base,
      trustedProxies: opts.env.TRUSTED_PROXIES,
      onAnswered: (answer) => metrics.observeRequest(answer),
    }),
  );
  app.use('*', securityHeaders());
  // Before any route: a path with a control or bidi character (%00, %0a, %e2%80%ae…) is refused.
  app.use(
    '*',
    pathGuard({
      onRefused: (c) =>
        c.req.path.startsWith(`${base}/api/`) || c.req.path.startsWith(`${base}/Token`)
          ? c.json(
              {
                Result: false,
                Message: message('requestPathInvalid', toLanguage(c.req.header('accept-language'))),
              },
              400,
            )
          : c.text('Bad request', 400),
    }),
  );

  // Every API answer and the token endpoint: sessions, tokens and personal data are never cached
  // (static assets keep their own caching below).
  app.use(`${base}/api/*`, noStore());
  app.use(`${base}/Token`, noStore());
  const tooLarge = apiBodyLimit({
    defaultMaxBytes: MAX_BODY_BYTES,
    routes: LARGE_BODY_ROUTES,
    onTooLarge: (c) =>
      c.json(
        {
          Result: false,
          Message: message('bodyTooLarge', toLanguage(c.req.header('accept-language'))),
        },
        413,
      ),
  });
  const largeBodies = largeBodySlots({
    routes: LARGE_BODY_ROUTES,
    defaultMaxBytes: MAX_BODY_BYTES,
    ...(opts.largeBodySlots ?? LARGE_BODY_SLOTS),
    onBusy: (c, scope) => {
      const lang = toLanguage(c.req.header('accept-language'));
      const status = scope === 'user' ? 429 : 503;
      const busy = refuseForNow('largeBodyBusy', lang, LARGE_BODY_RETRY_SECONDS, {}, status);
      return c.json(busy.body, status, { ...busy.headers, ...closeIfBody(c) });
    },
  });
  // API answers (a Session is several kB) go out gzip-compressed when the client accepts it. The
  // session is checked before the body is read (no anonymous megabytes), then a large body waits
  // for no slot: it is refused at once when its user or the process already reads enough of them.
  app.post(
    `${base}/api/:name`,
    nameApiRoute(),
    gzipAnswers(),
    sessionFirst(deps),
    largeBodies,
    tooLarge,
    apiHandler(deps, { idempotencyWaitMs: opts.idempotencyWaitMs, liveness: opts.liveness }),
  );
  // An order's attachment and photo as bytes, streamed with ranges (modules/files/downloads.ts).
  const downloads = fileDownloads(deps);
  app.get(`${base}/api/files/attachment/:id`, routeName('files/attachment'), downloads.attachment);
  app.get(`${base}/api/files/photo/:id`, routeName('files/photo'), downloads.photo);
  app.all(`${base}/api/*`, routeName('api/unknown'), (c) =>
    c.json(
      { Result: false, Message: message('notFound', toLanguage(c.req.header('accept-language'))) },
      404,
    ),
  );
  app.post(`${base}/Token`, tooLarge, tokenHandler(deps));
  app.all(`${base}/Token`, (c) =>
    c.json({ error: 'invalid_request', error_description: 'POST expected' }, 405, {
      Allow: 'POST',
    }),
  );
  // Readiness for a load balancer: 503 once the instance is stopping (lifecycle.ts) or when its
  // database does not answer; /healthz below stays the liveness check.
  app.get(`${base}/readyz`, async (c) => {
    const reason = opts.readiness?.notReady() ?? null;
    if (reason) return c.json({ status: reason }, 503, { 'Cache-Control': 'no-store' });
    try {
      await opts.db.execute(sql`select 1`);
      return c.json({ status: 'ready' }, 200, { 'Cache-Control': 'no-store' });
    } catch {
      return c.json({ status: 'unavailable' }, 503, { 'Cache-Control': 'no-store' });
    }
  });
  app.get(`${base}/healthz`, async (c) => {
    try {
      await opts.db.execute(sql`select 1`);
      return c.json({ status: 'ok' }, 200, { 'Cache-Control': 'no-store' });
    } catch (e) {
      log.error('health check failed', { ...errorForLog(e) });
      return c.json({ status: 'unavailable' }, 503, { 'Cache-Control': 'no-store' });
    }
  });
  app.get(`${base}/metrics`, metricsEndpoint(metrics, opts.env.METRICS_TOKEN));
  app.get('/', routeName('redirect'), (c) => c.redirect(BASE_PATH, 302));
  app.get(base, routeName('redirect'), (c) => c.redirect(BASE_PATH, 301));
  // A help video an administrator replaced (/admin_help) stands in for the shipped file.
  app.on(
    ['GET', 'HEAD'],
    `${base}/help/*`,
    routeName('help'),
    helpVideoHandler(opts.db, BASE_PATH),
  );
  app.on(
    ['GET', 'HEAD'],
    `${base}/*`,
    routeName('static'),
    staticFiles(opts.env.STATIC_DIR, BASE_PATH),
  );

  app.notFound((c) => c.text('Not found', 404));
  app.onError(async (err, c) => {
    const requestId = c.get('requestId');
    // The path is the caller's: a field of the JSON line, never part of its message (the
    // method and the request id are tokens the server checked).
    log.error(`unhandled error ${c.req.method} [${requestId}]`, {
      path: c.req.path.slice(0, 512),
      ...errorForLog(err),
    });
    const lang = toLanguage(c.req.header('accept-language'));
    if (isStorageFull(err)) {
      return c.json(
        { Result: false, Message: message('storageFull', lang, { requestId }) },
        INSUFFICIENT_STORAGE,
      );
    }
    await recordServerError(opts.db, log, {
      requestId,
      route: `${c.req.method} ${c.req.path.slice(0, 200)}`,
      error: err,
      userId: c.get('userId') ?? null,
      date: new Date(),
    });
    return c.json({ Result: false, Message: message('internalError', lang, { requestId }) }, 500);
  });
  return app;
}

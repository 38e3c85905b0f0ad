/**
 * The SMTP client (nodemailer, pooled): a few connections kept open and reused, TLS as
 * SMTP_TLS says, signed in with SMTP_USER / SMTP_PASSWORD, DKIM-signed when MAIL_DKIM_* are set.
 *
 * What a send came to: the server's "250 …" reply kept on the row; a 4xx reply, a refused, cut or
 * silent connection, a failed TLS upgrade or a refused sign-in (the configuration, not the
 * message) are temporary; any other 5xx reply (a refused recipient, a refused message) is
 * permanent. The pool never re-sends a message on its own (maxRequeues 0): every new attempt is
 * the outbox's, counted and visible.
 */
import { readFileSync } from 'node:fs';
import nodemailer from 'nodemailer';
import type { Env } from '../../env';
import type { DeliveryOutcome } from '../delivery';
import type { MailSender, OutgoingMail } from './index';

export type SmtpTls = 'starttls' | 'implicit' | 'opportunistic' | 'none';

export interface SmtpConfig {
  host: string;
  port: number;
  tls: SmtpTls;
  user: string | null;
  password: string | null;
  /** PEM of an authority trusted beside the system's. */
  ca: string | null;
  from: string;
  poolMax: number;
  timeoutMs: number;
  dkim: { domainName: string; keySelector: string; privateKey: string } | null;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

type SmtpEnv = Pick<
  Env,
  | 'SMTP_URL'
  | 'SMTP_HOST'
  | 'SMTP_PORT'
  | 'SMTP_USER'
  | 'SMTP_PASSWORD'
  | 'SMTP_TLS'
  | 'SMTP_CA_FILE'
  | 'SMTP_POOL_MAX'
  | 'SMTP_TIMEOUT_MS'
  | 'MAIL_FROM'
  | 'MAIL_DKIM_DOMAIN'
  | 'MAIL_DKIM_SELECTOR'
  | 'MAIL_DKIM_KEY_FILE'
>;

/** The SMTP settings of the configuration; null when no mail server is configured. */
export function smtpConfigFrom(env: SmtpEnv): SmtpConfig | null {
  if (!env.SMTP_URL && !env.SMTP_HOST) return null;
  let host = env.SMTP_HOST ?? '';
  let port = env.SMTP_PORT;
  let user = env.SMTP_USER ?? null;
  let password = env.SMTP_PASSWORD ?? null;
  let implicit = false;
  if (env.SMTP_URL) {
    const url = new URL(env.SMTP_URL);
    host = url.hostname;
    port = url.port ? Number(url.port) : undefined;
    implicit = url.protocol === 'smtps:';
    if (url.username) user = decodeURIComponent(url.username);
    if (url.password) password = decodeURIComponent(url.password);
  }
  const tls: SmtpTls =
    env.SMTP_TLS ?? (implicit ? 'implicit' : LOCAL_HOSTS.has(host) ? 'opportunistic' : 'starttls');
  return {
    host,
    port: port ?? (tls === 'implicit' ? 465 : 587),
    tls,
    user,
    password,
    ca: env.SMTP_CA_FILE ? readFileSync(env.SMTP_CA_FILE, 'utf8') : null,
    from: env.MAIL_FROM ?? '',
    poolMax: env.SMTP_POOL_MAX,
    timeoutMs: env.SMTP_TIMEOUT_MS,
    dkim:
      env.MAIL_DKIM_DOMAIN && env.MAIL_DKIM_SELECTOR && env.MAIL_DKIM_KEY_FILE
        ? {
            domainName: env.MAIL_DKIM_DOMAIN,
            keySelector: env.MAIL_DKIM_SELECTOR,
            privateKey: readFileSync(env.MAIL_DKIM_KEY_FILE, 'utf8'),
          }
        : null,
  };
}

/** The address part of "Name <address>" or of a bare address. */
export function addressOf(from: string): string {
  const m = /<([^<>]+)>\s*$/.exec(from);
  return (m ? m[1]! : from).trim();
}

/** An error as nodemailer hands it over: a Node error with the SMTP reply when there was one. */
interface SmtpError {
  code?: string;
  message?: string;
  response?: string;
  responseCode?: number;
}

const CONFIGURATION_CODES = new Set(['EAUTH', 'ENOAUTH', 'ETLS', 'EREQUIRETLS', 'ECONFIG']);

/** What a failed send came to: temporary or permanent, and the reason to keep. */
export function smtpFailure(
  e: unknown,
  config: Pick<SmtpConfig, 'host' | 'port'>,
): DeliveryOutcome {
  const err: SmtpError = typeof e === 'object' && e !== null ? (e as SmtpError) : {};
  const where = `${config.host}:${config.port}`;
  const said = (err.response ?? err.message ?? String(e)).replace(/\s+/g, ' ').slice(0, 500);
  if (err.code && CONFIGURATION_CODES.has(err.code)) {
    // The mail is fine; the connection to the server is not: it may go once the setting is fixed.
    return {
      ok: false,
      kind: 'temporary',
      reason: `${err.code} at ${where} (check the SMTP_* settings): ${said}`,
    };
  }
  if (typeof err.responseCode === 'number') {
    const permanent = err.responseCode >= 500 && err.responseCode < 600 && err.responseCode !== 503;
    return { ok: false, kind: permanent ? 'permanent' : 'temporary', reason: said };
  }
  // No reply at all: refused, cut or silent connection, DNS: the server may answer later.
  return { ok: false, kind: 'temporary', reason: `${err.code ?? 'ERROR'} at ${where}: ${said}` };
}

export function smtpSender(config: SmtpConfig): MailSender {
  const transport = nodemailer.createTransport(
    {
      pool: true,
      maxConnections: config.poolMax,
      maxMessages: 100,
      maxRequeues: 0,
      host: config.host,
      port: config.port,
      secure: config.tls === 'implicit',
      requireTLS: config.tls === 'starttls',
      ignoreTLS: config.tls === 'none',
      auth: config.user ? { user: config.user, pass: config.password ?? '' } : undefined,
      tls: {
        minVersion: 'TLSv1.2',
        ...(config.ca ? { ca: config.ca } : {}),
      },
      connectionTimeout: config.timeoutMs,
      greetingTimeout: config.timeoutMs,
      socketTimeout: config.timeoutMs,
      dkim: config.dkim ?? undefined,
      // Message bodies are the portal's own; nothing may make the client read files or URLs.
      disableFileAccess: true,
      disableUrlAccess: true,
    },
    { from: config.from },
  );
  const tlsWords: Record<SmtpTls, string> = {
    starttls: 'STARTTLS required',
    implicit: 'TLS',
    opportunistic: 'STARTTLS when offered',
    none: 'no TLS',
  };
  return {
    description:
      `${config.host}:${config.port}, ${tlsWords[config.tls]}` +
      `${config.user ? `, as ${config.user}` : ''}${config.dkim ? ', DKIM-signed' : ''}, from ${config.from}`,
    domain: addressOf(config.from).split('@')[1] ?? config.host,
    async send(mail: OutgoingMail): Promise<DeliveryOutcome> {
      try {
        const info = await transport.sendMail({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
          messageId: mail.messageId,
          headers: { 'Auto-Submitted': 'auto-generated' },
        });
        if (info.rejected.length > 0) {
          return { ok: false, kind: 'permanent', reason: `refused: ${info.response}` };
        }
        return { ok: true, response: info.response.slice(0, 500) };
      } catch (e) {
        return smtpFailure(e, config);
      }
    },
    async verify() {
      await transport.verify();
    },
    close() {
      transport.close();
    },
  };
}

/** The mail sender of the configuration; null when no mail server is configured. */
export function mailSenderFrom(env: SmtpEnv): MailSender | null {
  const config = smtpConfigFrom(env);
  return config ? smtpSender(config) : null;
}

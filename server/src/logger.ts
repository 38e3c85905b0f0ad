/**
 * A small leveled logger writing one JSON line per event to stdout/stderr (LOG_LEVEL decides), as
 * the access log does: {"t":"…","level":"info","msg":"…",…fields}. Every value, the message and
 * what a caller sent included, is a JSON string, so a line break in it cannot start a new line.
 */
import type { LogLevel } from './env';

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

export interface Logger {
  debug(msg: string, extra?: Record<string, unknown>): void;
  info(msg: string, extra?: Record<string, unknown>): void;
  warn(msg: string, extra?: Record<string, unknown>): void;
  error(msg: string, extra?: Record<string, unknown>): void;
}

export function createLogger(level: LogLevel): Logger {
  const write = (at: Exclude<LogLevel, 'silent'>, msg: string, extra?: Record<string, unknown>) => {
    if (ORDER[at] < ORDER[level]) return;
    const head = { t: new Date().toISOString(), level: at, msg };
    // The fields follow the head and cannot replace it.
    const line = JSON.stringify(extra ? { ...head, ...extra, ...head } : head);
    if (at === 'error' || at === 'warn') console.error(line);
    else console.log(line);
  };
  return {
    debug: (m, e) => write('debug', m, e),
    info: (m, e) => write('info', m, e),
    warn: (m, e) => write('warn', m, e),
    error: (m, e) => write('error', m, e),
  };
}

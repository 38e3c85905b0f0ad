/** What the sync engine and a transport exchange: the entry's files going out, the answer back. */
import type { OutboxEntry } from './db';

/** What sending one entry produced: an HTTP status and body, or no answer at all (null). */
export interface TransportAnswer {
  status: number | null;
  body: unknown;
  /**
   * Set when the answer is an upload's (api/Upload), not the write's: 'upload' a refusal of the
   * file, 'uploadQuota' a start refused while the user's unfinished uploads fill their quota.
   */
  stage?: 'upload' | 'uploadQuota';
}

/** What the engine knows of a file it hands to the transport. */
export interface FileInfo {
  /** The MIME type saved with the file. */
  type: string;
  /** Its SHA-256, checked against the saved one just before sending. */
  sha256?: string;
}

export interface SendContext {
  files: ReadonlyMap<string, FileInfo>;
  /** Bytes of the entry's files the server holds so far, of their total. */
  onProgress?: (sent: number, total: number) => void;
}

/** Sends one entry with its Idempotency-Key; never throws (a network failure is status null). */
export type Transport = (
  entry: OutboxEntry,
  blobs: Map<string, Blob>,
  context?: SendContext,
) => Promise<TransportAnswer>;

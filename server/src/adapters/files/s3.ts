/**
 * The S3-compatible files store (FILE_STORE=s3; AWS S3, MinIO, Ceph): each content is one object,
 * key S3_PREFIX + its SHA-256, its type in Content-Type; downloads are ranged GETs streamed as
 * they arrive. The database keeps one file_blobs row per content with an empty value: records
 * reference contents through it, and a content stored in the database before the switch to S3
 * (or written there by the demo seed) is still read from there.
 */
import {
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type GetObjectCommandOutput,
} from '@aws-sdk/client-s3';
import type { Db } from '../../db/client';
import { fileBlobs } from '../../db/schema';
import type { Env } from '../../env';
import { createDbFileStore } from './embedded';
import {
  resolveRange,
  sha256Hex,
  type ByteRange,
  type FileStore,
  type OpenedFile,
  type RangeRequest,
  type StoredFile,
} from './index';

export interface S3Config {
  bucket: string;
  region: string;
  /** The service's URL for MinIO, Ceph and other S3-compatible servers; null: AWS. */
  endpoint: string | null;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (host/bucket/key) rather than in the host name (bucket.host/key). */
  forcePathStyle: boolean;
  /** Put before every object key (e.g. "portalpro/"); may be empty. */
  prefix: string;
}

type S3Env = Pick<
  Env,
  | 'FILE_STORE'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_PREFIX'
>;

/** The bucket settings of the configuration; null unless FILE_STORE=s3 (env.ts checks they are complete). */
export function s3ConfigFrom(env: S3Env): S3Config | null {
  if (env.FILE_STORE !== 's3') return null;
  const { S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env;
  if (!S3_BUCKET || !S3_REGION || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
    throw new Error('FILE_STORE=s3 needs S3_BUCKET, S3_REGION and the credentials');
  }
  const endpoint = env.S3_ENDPOINT ?? null;
  return {
    bucket: S3_BUCKET,
    region: S3_REGION,
    endpoint,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    // A server of one's own (an endpoint) is usually reached path-style; AWS virtual-host style.
    forcePathStyle:
      env.S3_FORCE_PATH_STYLE === undefined ? endpoint !== null : env.S3_FORCE_PATH_STYLE === '1',
    prefix: env.S3_PREFIX ?? '',
  };
}

/** How long the start's bucket check waits for an answer. */
const CHECK_TIMEOUT_MS = 10_000;
/** Objects read at once by getMany (a batch of photos). */
const PARALLEL_READS = 8;

export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // The SDK's newer default checksums (CRC32 on every PUT) are refused by several
    // S3-compatible servers; the store checks contents by their SHA-256 key anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A connection that does not open fails fast; a download paused by a slow client does not.
    requestHandler: { connectionTimeout: 5_000 },
  });
}

/** Where the bucket is, for messages: "bucket" at its endpoint, or on AWS in its region. */
export function describeBucket(config: S3Config): string {
  const where = config.endpoint ?? `AWS ${config.region}`;
  return `S3 bucket "${config.bucket}"${config.prefix ? ` (prefix ${config.prefix})` : ''} at ${where}`;
}

const statusOf = (e: unknown): number | undefined =>
  e instanceof S3ServiceException ? e.$metadata.httpStatusCode : undefined;

/** A missing object: GET answers NoSuchKey, HEAD a bare 404. */
const isMissing = (e: unknown) =>
  statusOf(e) === 404 ||
  (e instanceof S3ServiceException && (e.name === 'NoSuchKey' || e.name === 'NotFound'));

/** Why the bucket check failed, in words an operator can act on. */
function whyUnreachable(e: unknown, config: S3Config): string {
  const status = statusOf(e);
  if (status === 404) return 'it does not exist';
  if (status === 403) {
    return 'access denied: check S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and the bucket policy';
  }
  if (status === 301) return `it is not in region ${config.region} (S3_REGION)`;
  if (e instanceof S3ServiceException) return `${e.name} (HTTP ${status ?? '?'})`;
  if (e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError')) {
    return `no answer within ${CHECK_TIMEOUT_MS / 1000} s`;
  }
  return e instanceof Error ? e.message : String(e);
}

/**
 * Checks at start that the bucket answers (HeadBucket) with these credentials; throws with a
 * message naming the bucket, where it was looked for and why it cannot be used.
 */
export async function checkBucket(client: S3Client, config: S3Config): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: config.bucket }), {
      abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
  } catch (e) {
    throw new Error(
      `FILE_STORE=s3: the ${describeBucket(config)} cannot be used: ${whyUnreachable(e, config)}`,
      { cause: e },
    );
  }
}

/** A Range header for the request. */
function rangeHeader(r: RangeRequest): string {
  if ('suffix' in r) return `bytes=-${r.suffix}`;
  return `bytes=${r.start}-${r.end ?? ''}`;
}

/** The range and total size of a 206's Content-Range ("bytes 10-19/1000"). */
function parseContentRange(value: string | undefined): { range: ByteRange; size: number } | null {
  const m = value ? /^bytes (\d+)-(\d+)\/(\d+)$/.exec(value.trim()) : null;
  if (!m) return null;
  return { range: { start: Number(m[1]), end: Number(m[2]) }, size: Number(m[3]) };
}

/** Runs `task` over `items`, at most `limit` at a time. */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export function createS3FileStore(options: {
  client: S3Client;
  config: S3Config;
  db: Db;
}): FileStore {
  const { client, config, db } = options;
  const Bucket = config.bucket;
  const keyOf = (sha256: string) => `${config.prefix}${sha256}`;
  // Contents stored in the database before the switch (and the demo seed's) are read from there.
  const inDatabase = createDbFileStore(db);

  const mimeOf = (type: string | undefined) => type || 'application/octet-stream';

  const stat = async (sha256: string): Promise<StoredFile | null> => {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(sha256) }));
      return { sha256, size: head.ContentLength ?? 0, mime: mimeOf(head.ContentType) };
    } catch (e) {
      if (isMissing(e)) return inDatabase.stat(sha256);
      throw e;
    }
  };

  const get = async (sha256: string) => {
    let answer: GetObjectCommandOutput;
    try {
      answer = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(sha256) }));
    } catch (e) {
      if (isMissing(e)) return inDatabase.get(sha256);
      throw e;
    }
    const bytes = answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array(0);
    return { sha256, size: bytes.byteLength, mime: mimeOf(answer.ContentType), bytes };
  };

  return {
    async put(bytes, mime) {
      const sha256 = sha256Hex(bytes);
      const Key = keyOf(sha256);
      // Same content, same key: an object already there is this content, not sent again.
      const present = await client.send(new HeadObjectCommand({ Bucket, Key })).then(
        () => true,
        (e: unknown) => {
          if (isMissing(e)) return false;
          throw e;
        },
      );
      if (!present) {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key,
            Body: bytes,
            ContentType: mime,
            ContentLength: bytes.byteLength,
          }),
        );
      }
      // The object first: an index row never names a content the bucket does not hold.
      await db
        .insert(fileBlobs)
        .values({ sha256, size: bytes.byteLength, mime, data: new Uint8Array(0) })
        .onConflictDoNothing();
      return { sha256, size: bytes.byteLength, mime };
    },
    get,
    async getMany(sha256s) {
      const out = new Map<string, StoredFile & { bytes: Uint8Array }>();
      await eachLimited([...new Set(sha256s)], PARALLEL_READS, async (sha256) => {
        const blob = await get(sha256);
        if (blob) out.set(sha256, blob);
      });
      return out;
    },
    stat,
    async open(sha256, asked): Promise<OpenedFile | null> {
      let request = asked;
      if (request && 'suffix' in request) {
        // Some S3-compatible servers answer a suffix range (bytes=-N) from the first byte: it is
        // asked as the explicit range it stands for.
        const file = await stat(sha256);
        if (!file) return null;
        const range = resolveRange(request, file.size);
        if (!range) return { ...file, kind: 'unsatisfiable' };
        request = range;
      }
      let answer: GetObjectCommandOutput;
      try {
        answer = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: keyOf(sha256),
            ...(request ? { Range: rangeHeader(request) } : {}),
          }),
        );
      } catch (e) {
        if (isMissing(e)) return inDatabase.open(sha256, request);
        if (statusOf(e) === 416) {
          const file = await stat(sha256);
          return file && { ...file, kind: 'unsatisfiable' };
        }
        throw e;
      }
      const mime = mimeOf(answer.ContentType);
      const stream = answer.Body
        ? (answer.Body.transformToWebStream() as ReadableStream<Uint8Array>)
        : new ReadableStream<Uint8Array>({ start: (c) => c.close() });
      const partial = parseContentRange(answer.ContentRange);
      if (partial)
        return { sha256, size: partial.size, mime, kind: 'content', range: partial.range, stream };
      // No Content-Range: the whole object (a server may ignore a Range it does not support).
      return {
        sha256,
        size: answer.ContentLength ?? 0,
        mime,
        kind: 'content',
        range: null,
        stream,
      };
    },
  };
}

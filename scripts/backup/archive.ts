/**
 * The backup file of the embedded database: PGlite's own dump of its data directory (dumpDataDir:
 * a tar archive), gzipped, with one more entry, portalpro-backup.json, its manifest: when and from
 * what it was made, the PostgreSQL version, the number of users, and the SHA-256 of the archive's
 * database entries. PGlite's entries stay byte for byte as PGlite wrote them, so PGlite loads the
 * file as it is and `tar tzf` lists it. The archive is read and written with tar-stream.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { extract, pack } from 'tar-stream';

export const MANIFEST_NAME = 'portalpro-backup.json';
export const BACKUP_FORMAT = 'portalpro-pglite-backup';

/** What a backup says about itself (its portalpro-backup.json). */
export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: 1;
  /** When it was made (ISO 8601, UTC). */
  createdAt: string;
  /** The database folder it was made from. */
  source: string;
  /** PostgreSQL's version (PGlite's server_version). */
  postgres: string;
  users: number;
  /** Entries of the data directory in the archive. */
  files: number;
  /** Bytes of those entries in the archive, uncompressed. */
  dataBytes: number;
  /** SHA-256 of those entries, as they stand in the archive. */
  sha256: string;
}

/** The file is not a backup of the embedded database (or is damaged). */
export class NotABackupError extends Error {
  override readonly name = 'NotABackupError';
}

/** A backup's contents, checked: the data directory as PGlite loads it, and the manifest. */
export interface BackupContents {
  /** The data directory's tar archive, without the manifest. */
  tar: Uint8Array<ArrayBuffer>;
  /** Null for a plain PGlite dump (dumpDataDir) made by other means. */
  manifest: BackupManifest | null;
  files: number;
}

// --- the tar archive ----------------------------------------------------------------------------

/** A tar archive's unit: each entry's header, and its data padded, take whole blocks. */
const BLOCK = 512;

interface ArchiveEntry {
  name: string;
  /** Offset where the entry begins: its header, or an extended header before it. */
  start: number;
  /** Offset just past its data (padded to a block). */
  end: number;
  /** Its contents, for the entries asked for; null for the others. */
  data: Uint8Array | null;
}

/**
 * The entries of the tar archive `tar`, with the contents of those `wanted` names; throws
 * NotABackupError, saying why, on anything but a whole, well-formed archive.
 */
async function readArchive(
  tar: Uint8Array,
  wanted: (name: string) => boolean = () => false,
): Promise<ArchiveEntry[]> {
  const entries: ArchiveEntry[] = [];
  /** Offset just past the last entry read whole. */
  const readTo = () => entries.at(-1)?.end ?? 0;
  /** Where the entry being read ends, while its data is read. */
  let reading: number | null = null;
  const reader = extract();
  reader.end(tar);
  try {
    for await (const stream of reader) {
      const { header } = stream;
      const size = header.type === 'directory' ? 0 : header.size;
      if (!Number.isSafeInteger(size) || size < 0) {
        throw new Error(`entry ${header.name} has no valid size`);
      }
      const end = stream.offset + BLOCK + Math.ceil(size / BLOCK) * BLOCK;
      const keep = wanted(header.name);
      const chunks: Uint8Array[] = [];
      // An entry without data has nothing to read.
      if (size > 0) {
        reading = end;
        for await (const chunk of stream) {
          if (keep && chunk instanceof Uint8Array) chunks.push(chunk);
        }
      }
      entries.push({
        name: header.name,
        start: readTo(),
        end,
        data: keep ? Buffer.concat(chunks) : null,
      });
      reading = null;
    }
  } catch {
    const needed = reading ?? readTo() + BLOCK;
    throw new NotABackupError(
      entries.length === 0 && reading === null
        ? 'not a tar archive, or a damaged one (no valid tar header at its start)'
        : needed > tar.length
          ? 'the archive is cut short'
          : `damaged tar header at byte ${readTo()}`,
    );
  }
  if (tar.length < readTo() + BLOCK) {
    throw new NotABackupError('the archive ends without its end mark');
  }
  return entries;
}

/** A tar archive of `files`, ended by its end mark. */
async function packFiles(
  files: readonly { name: string; data: Uint8Array; mtime: Date }[],
): Promise<Buffer> {
  const writer = pack();
  for (const f of files) {
    writer.entry({ name: f.name, size: f.data.length, mode: 0o644, mtime: f.mtime }, f.data);
  }
  writer.finalize();
  const chunks: Uint8Array[] = [];
  for await (const chunk of writer) {
    if (chunk instanceof Uint8Array) chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

// --- the backup file ----------------------------------------------------------------------------

/** The name of an entry as a path inside the data directory ('/PG_VERSION' → 'PG_VERSION'). */
const dataPath = (name: string) => name.replace(/^(\.?\/)+/, '');

const isManifest = (name: string) => dataPath(name) === MANIFEST_NAME;

/** The SHA-256 of the database entries, as they stand in the archive, and their bytes. */
function entriesDigest(
  tar: Uint8Array,
  entries: readonly ArchiveEntry[],
): { sha256: string; bytes: number } {
  const hash = createHash('sha256');
  let bytes = 0;
  for (const e of entries) {
    hash.update(tar.subarray(e.start, e.end));
    bytes += e.end - e.start;
  }
  return { sha256: hash.digest('hex'), bytes };
}

/**
 * The backup file of PGlite's dump `dump` (dumpDataDir, uncompressed): its entries as they are,
 * then the manifest, gzipped; and the manifest.
 */
export async function writeBackup(
  dump: Uint8Array,
  about: { source: string; postgres: string; users: number; createdAt: Date },
): Promise<{ file: Buffer; manifest: BackupManifest }> {
  const entries = await readArchive(dump);
  const digest = entriesDigest(dump, entries);
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    version: 1,
    createdAt: about.createdAt.toISOString(),
    source: about.source,
    postgres: about.postgres,
    users: about.users,
    files: entries.length,
    dataBytes: digest.bytes,
    sha256: digest.sha256,
  };
  const manifestEntry = await packFiles([
    {
      name: MANIFEST_NAME,
      data: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`, 'utf8'),
      mtime: about.createdAt,
    },
  ]);
  const tar = Buffer.concat([dump.subarray(0, entries.at(-1)?.end ?? 0), manifestEntry]);
  return { file: await promisify(gzip)(tar), manifest };
}

function parseManifest(bytes: Uint8Array): BackupManifest {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(bytes).toString('utf8'));
  } catch {
    throw new NotABackupError(`its ${MANIFEST_NAME} is not JSON`);
  }
  const m = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  if (m.format !== BACKUP_FORMAT || m.version !== 1) {
    throw new NotABackupError(`its ${MANIFEST_NAME} is not a backup manifest this version reads`);
  }
  const text = (k: string) => (typeof m[k] === 'string' ? m[k] : '');
  const num = (k: string) => (typeof m[k] === 'number' ? m[k] : NaN);
  return {
    format: BACKUP_FORMAT,
    version: 1,
    createdAt: text('createdAt'),
    source: text('source'),
    postgres: text('postgres'),
    users: num('users'),
    files: num('files'),
    dataBytes: num('dataBytes'),
    sha256: text('sha256'),
  };
}

/**
 * Checks that `file` is a backup of the embedded database (or a plain PGlite dump) and answers
 * its contents; throws NotABackupError, saying why, on anything else or on a damaged backup.
 */
export async function readBackup(file: Uint8Array): Promise<BackupContents> {
  let tar: Uint8Array;
  try {
    tar = await promisify(gunzip)(file);
  } catch {
    throw new NotABackupError('not a gzip file, or a damaged one');
  }
  const entries = await readArchive(tar, isManifest);
  const manifests = entries.filter((e) => isManifest(e.name));
  const data = entries.filter((e) => !isManifest(e.name));
  const names = new Set(data.map((e) => dataPath(e.name)));
  for (const required of ['PG_VERSION', 'global/pg_control']) {
    if (!names.has(required)) {
      throw new NotABackupError(`no PostgreSQL data directory in it (${required} is missing)`);
    }
  }
  let manifest: BackupManifest | null = null;
  if (manifests.length > 1) throw new NotABackupError(`more than one ${MANIFEST_NAME}`);
  const [entry] = manifests;
  if (entry) {
    manifest = parseManifest(entry.data ?? new Uint8Array());
    if (manifest.sha256 !== entriesDigest(tar, data).sha256 || manifest.files !== data.length) {
      throw new NotABackupError('its contents do not match its manifest: the file is damaged');
    }
  }
  const dataDir = Buffer.concat([
    ...data.map((e) => tar.subarray(e.start, e.end)),
    await packFiles([]),
  ]);
  return { tar: dataDir, manifest, files: data.length };
}

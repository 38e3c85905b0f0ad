/**
 * A write that meets a full disk (ENOSPC, EDQUOT, or PostgreSQL's 53100 disk_full) answers 507
 * with a message that says so, not a generic 500; reads keep working meanwhile.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Attachment } from '../../src/protocol/maintenance';
import type { FileStore } from './adapters/files';
import { createDbFileStore } from './adapters/files/embedded';
import { isStorageFull } from './storage-full';
import { pdf, b64 } from './testing/file-writes-kit';
import { createTestApp, type TestApp } from './testing/test-app';
import { details, ordersOf } from './testing/maintenance-kit';

/** What the next write of a file meets: nothing, or the error of a full disk. */
let full: Error | null = null;
let t: TestApp;
let lessor: string;
let order: string;

beforeAll(async () => {
  let store: FileStore | null = null;
  const files: FileStore = {
    put: (bytes, mime) => (full ? Promise.reject(full) : store!.put(bytes, mime)),
    get: (sha) => store!.get(sha),
    getMany: (shas) => store!.getMany(shas),
    stat: (sha) => store!.stat(sha),
    open: (sha, range) => store!.open(sha, range),
  };
  t = await createTestApp({ files });
  store = createDbFileStore(t.handle.db);
  lessor = await t.tokenFor('mantto.fijo');
  const orders = await ordersOf(t, '0000100001', '05');
  order = orders[0]!.aufnr;
  await details(t, lessor, order);
});
afterAll(() => t.close());

const addAttachment = () =>
  t.call(
    'Attachment',
    {
      ActionId: 11,
      Attachment: {
        OrderCode: order,
        AttachmentTypeId: 1,
        Description: 'Reporte de la visita',
        Notes: 'Sin observaciones',
        FileName: 'reporte.pdf',
        FileExt: 'pdf',
        FileBase64: b64(pdf(3_000, 3)),
      },
    },
    lessor,
  );

const errno = (code: string) =>
  Object.assign(new Error(`${code}: no space left on device, write`), { code, errno: -28 });
/** As Drizzle wraps what PostgreSQL answered for a full disk. */
const diskFull = () =>
  Object.assign(new Error('Failed query: insert into "file_blobs" …'), {
    cause: Object.assign(new Error('could not extend file'), {
      code: '53100',
      severity: 'ERROR',
    }),
  });

describe('a full disk while running', () => {
  it.each([
    ['ENOSPC', () => errno('ENOSPC')],
    ['EDQUOT', () => errno('EDQUOT')],
    ['53100 disk_full', diskFull],
  ])('answers a write 507 with a message (%s), and a read still 200', async (_name, error) => {
    full = error();
    try {
      const res = await addAttachment();
      expect(res.status).toBe(507);
      expect(res.body.Result).toBe(false);
      expect(res.body.Message).toMatch(
        /^El servidor no tiene espacio para guardar los datos; intente más tarde o avise al administrador \(referencia [0-9a-f-]{36}\)$/,
      );
      const list = await t.call(
        'Attachment',
        { ActionId: 20, Filter: { OrderCode: order } },
        lessor,
      );
      expect(list.status).toBe(200);
      expect(list.body.Result).toBe(true);
    } finally {
      full = null;
    }
    const again = await addAttachment();
    expect(again.status).toBe(200);
    expect((again.body.Attachment as Attachment).FileName).toBe('reporte.pdf');
  });

  it('tells a full disk from other errors', () => {
    expect(isStorageFull(errno('ENOSPC'))).toBe(true);
    expect(isStorageFull(diskFull())).toBe(true);
    expect(isStorageFull(Object.assign(new Error('x'), { name: 'ErrnoError', errno: 51 }))).toBe(
      true,
    );
    expect(isStorageFull(errno('EACCES'))).toBe(false);
    expect(isStorageFull(Object.assign(new Error('x'), { code: '23505' }))).toBe(false);
    expect(isStorageFull(null)).toBe(false);
  });
});

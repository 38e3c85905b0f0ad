import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PortalDatabase, type Draft } from '../../../offline/db';
import { readDrafts } from '../../../offline/drafts';
import { userEntries } from '../../../offline/outbox';
import { createSyncEngine } from '../../../offline/sync-engine';
import type { Attachment } from '../../../protocol/maintenance';
import { makeDetails, makeRow } from '../testing/order-fixtures';
import { onAttachmentAcknowledged } from './attachment-ack';
import { mergeAttachmentList, type AttachmentRow } from './attachment-model';
import {
  addAttachment,
  deleteAttachment,
  editAttachment,
  readAttachmentBlob,
} from './attachment-store';
import { readOfflineOrder, saveOfflineOrder } from './offline-orders';

const USER = 7;
const ORDER = '400000100001';
let db: PortalDatabase;
let ids = 0;
const newId = () => `id-00000-${++ids}`;

function attachment(Id: number, overrides: Partial<Attachment> = {}): Attachment {
  return {
    Id,
    OrderCode: ORDER,
    AttachmentTypeId: 1,
    AttachmentTypeName: 'Reporte de mantenimiento',
    AttachmentType: 'application/pdf',
    Description: `Reporte ${Id}`,
    Notes: 'Sin observaciones',
    FileName: `reporte-${Id}.pdf`,
    FileExt: 'pdf',
    FileSize: 1234,
    FileBase64: null,
    Active: true,
    CreatedBy: 'mantto.fijo',
    CreatedDate: '2026-03-01T10:00:00.000Z',
    ModifiedBy: null,
    ModifiedDate: null,
    ...overrides,
  };
}

// happy-dom's Blob does not survive fake-indexeddb's clone whole; Node's own Blob does. The
// module name is a variable so the browser-only type check does not look for Node's types.
const nodeBuffer = 'node:buffer';
const { Blob: CloneableBlob } = (await import(/* @vite-ignore */ nodeBuffer)) as {
  Blob: typeof Blob;
};
const pdf = () => new CloneableBlob(['%PDF-1.4 acta'], { type: 'application/pdf' });

async function add(description = 'Acta de entrega', notes = 'Firmada') {
  const { clientId } = await addAttachment(db, {
    userId: USER,
    orderCode: ORDER,
    baseVersion: 3,
    typeId: 1,
    typeName: 'Reporte de mantenimiento',
    description,
    notes,
    file: pdf(),
    fileName: 'acta.pdf',
    fileExt: 'pdf',
    createdBy: 'mantto.fijo',
    now: Date.UTC(2026, 10, 21, 15),
    newId,
  });
  return clientId;
}

async function rows(server: Attachment[] = []): Promise<AttachmentRow[]> {
  return mergeAttachmentList(server, await readDrafts(db, USER, ORDER));
}

async function copyOrder(attachments: Attachment[]) {
  await saveOfflineOrder(db, {
    userId: USER,
    details: makeDetails(ORDER, []),
    row: makeRow(ORDER),
    attachments,
    photos: [],
    now: 1,
  });
}

beforeEach(() => {
  db = new PortalDatabase(`attachments-${Math.random()}`);
  ids = 0;
});
afterEach(async () => {
  await db.delete();
});

describe('the list the user sees', () => {
  it('is the server list when nothing waits on the device', async () => {
    const list = await rows([attachment(1), attachment(2)]);
    expect(list.map((r) => [r.key, r.description, r.pending])).toEqual([
      ['server:1', 'Reporte 1', false],
      ['server:2', 'Reporte 2', false],
    ]);
  });

  it('applies pending edits, hides pending deletes and appends files added here', async () => {
    const server = [attachment(1), attachment(2), attachment(3)];
    await editAttachment(db, {
      userId: USER,
      orderCode: ORDER,
      baseVersion: 3,
      row: (await rows(server))[0]!,
      description: 'Reporte corregido',
      notes: 'Con fotos',
      now: 2,
      newId,
    });
    await deleteAttachment(db, {
      userId: USER,
      orderCode: ORDER,
      baseVersion: 3,
      row: (await rows(server))[1]!,
      now: 3,
      newId,
    });
    await add();
    const list = await rows(server);
    expect(list.map((r) => [r.fileName, r.description, r.notes, r.pending])).toEqual([
      ['reporte-1.pdf', 'Reporte corregido', 'Con fotos', true],
      ['reporte-3.pdf', 'Reporte 3', 'Sin observaciones', false],
      ['acta.pdf', 'Acta de entrega', 'Firmada', true],
    ]);
    expect(list[2]).toMatchObject({ id: null, typeName: 'Reporte de mantenimiento' });
  });

  it('shows a file added here once, when the server list already holds it', async () => {
    const clientId = await add();
    const draft = (await readDrafts(db, USER, ORDER))[0]!;
    const value = draft.value as Record<string, unknown>;
    const acknowledged: Draft = { ...draft, value: { ...value, id: 9 } };
    const server = [attachment(9, { FileName: 'acta.pdf', Description: 'Acta de entrega' })];
    const list = mergeAttachmentList(server, [acknowledged]);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: 9, clientId, pending: true });
  });

  it('ignores drafts of other kinds', () => {
    const other: Draft = {
      key: `${USER}:${ORDER}:group:g1`,
      userId: USER,
      orderCode: ORDER,
      kind: 'group',
      targetId: 'g1',
      baseVersion: 3,
      value: { side: 'pr', status: 'VAPV', comment: '' },
      updatedAt: 1,
    };
    expect(mergeAttachmentList([attachment(1)], [other])).toHaveLength(1);
  });
});

describe('an attachment added on this device and not yet sent', () => {
  it('is stored with its file and an upload entry in one go', async () => {
    const clientId = await add();
    const [entry] = await userEntries(db, USER);
    expect(entry).toMatchObject({ name: 'Attachment', orderCode: ORDER, state: 'pending' });
    const sent = entry!.body.Attachment as Record<string, unknown>;
    expect(entry!.body.ActionId).toBe(11);
    expect(sent).toMatchObject({
      ClientId: clientId,
      OrderCode: ORDER,
      AttachmentTypeId: 1,
      Description: 'Acta de entrega',
      Notes: 'Firmada',
      FileName: 'acta.pdf',
      FileExt: 'pdf',
      Active: true,
    });
    const blobId = (sent.UploadId as { $upload: string }).$upload;
    expect(entry!.blobIds).toEqual([blobId]);
    const file = await readAttachmentBlob(db, USER, blobId);
    expect(await file?.text()).toBe('%PDF-1.4 acta');
    expect(await readAttachmentBlob(db, USER + 1, blobId)).toBeNull();
  });

  it('can be edited and then deleted: each step queues its entry by ClientId', async () => {
    const clientId = await add();
    await editAttachment(db, {
      userId: USER,
      orderCode: ORDER,
      baseVersion: 3,
      row: (await rows())[0]!,
      description: 'Acta de entrega final',
      notes: 'Firmada por el arrendador',
      now: 2,
      newId,
    });
    let list = await rows();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      clientId,
      description: 'Acta de entrega final',
      notes: 'Firmada por el arrendador',
      fileName: 'acta.pdf',
      pending: true,
    });

    await deleteAttachment(db, {
      userId: USER,
      orderCode: ORDER,
      baseVersion: 3,
      row: list[0]!,
      now: 3,
      newId,
    });
    list = await rows();
    expect(list).toEqual([]);

    const entries = await userEntries(db, USER);
    expect(entries.map((e) => [e.body.ActionId, e.body.Attachment])).toEqual([
      [11, expect.objectContaining({ ClientId: clientId })],
      [
        31,
        {
          ClientId: clientId,
          Description: 'Acta de entrega final',
          Notes: 'Firmada por el arrendador',
          Active: true,
        },
      ],
      [41, { ClientId: clientId }],
    ]);
    expect(await readDrafts(db, USER, ORDER)).toHaveLength(1);
  });

  it('edits a server attachment by its Id', async () => {
    await editAttachment(db, {
      userId: USER,
      orderCode: ORDER,
      baseVersion: 3,
      row: (await rows([attachment(4)]))[0]!,
      description: '  Reporte 4  ',
      notes: 'Revisado',
      now: 2,
      newId,
    });
    const [entry] = await userEntries(db, USER);
    expect(entry!.body).toEqual({
      ActionId: 31,
      Attachment: { Id: 4, Description: 'Reporte 4', Notes: 'Revisado', Active: true },
    });
  });
});

describe('acknowledgements', () => {
  it('sends the chain in order, then nothing is left pending and the copy has the server list', async () => {
    await copyOrder([attachment(1)]);
    const clientId = await add();
    await editAttachment(db, {
      userId: USER,
      orderCode: ORDER,
      baseVersion: 3,
      row: (await rows([attachment(1)])).find((r) => r.clientId === clientId)!,
      description: 'Acta final',
      notes: 'Firmada',
      now: 2,
      newId,
    });
    const created = attachment(10, { FileName: 'acta.pdf', Description: 'Acta de entrega' });
    const edited = { ...created, Description: 'Acta final' };
    const sent: number[] = [];
    const listsAsked: string[] = [];
    const seenDuringSync: AttachmentRow[][] = [];
    const engine = createSyncEngine({
      db,
      currentUser: () => USER,
      locks: null,
      transport: async (entry) => {
        sent.push(entry.body.ActionId as number);
        const answer = entry.body.ActionId === 11 ? created : edited;
        return { status: 200, body: { Result: true, Message: null, Attachment: answer } };
      },
      onAcknowledged: async (entry, body) => {
        await onAttachmentAcknowledged(db, entry, body, 50, async (orderCode) => {
          listsAsked.push(orderCode);
          return entry.body.ActionId === 11 ? [attachment(1), created] : [attachment(1), edited];
        });
        const copy = await readOfflineOrder(db, USER, ORDER);
        seenDuringSync.push(await rows(copy?.attachments ?? []));
      },
    });
    await engine.drain();

    expect(sent).toEqual([11, 31]);
    expect(listsAsked).toEqual([ORDER, ORDER]);
    // After the upload was answered, the copy's list holds it once, still pending its edit.
    expect(seenDuringSync[0]!.map((r) => [r.id, r.description, r.pending])).toEqual([
      [1, 'Reporte 1', false],
      [10, 'Acta final', true],
    ]);
    expect(await userEntries(db, USER)).toEqual([]);
    expect(await readDrafts(db, USER, ORDER)).toEqual([]);
    expect(await db.blobs.count()).toBe(0);
    const copy = await readOfflineOrder(db, USER, ORDER);
    expect(copy?.attachments.map((a) => [a.Id, a.Description])).toEqual([
      [1, 'Reporte 1'],
      [10, 'Acta final'],
    ]);
    expect(await rows(copy?.attachments)).toMatchObject([
      { id: 1, pending: false },
      { id: 10, description: 'Acta final', pending: false },
    ]);
  });

  it('removes a deleted attachment from the copy even when the server cannot be read', async () => {
    await copyOrder([attachment(1), attachment(2)]);
    await deleteAttachment(db, {
      userId: USER,
      orderCode: ORDER,
      baseVersion: 3,
      row: (await rows([attachment(1), attachment(2)]))[1]!,
      now: 2,
      newId,
    });
    const engine = createSyncEngine({
      db,
      currentUser: () => USER,
      locks: null,
      transport: async () => ({ status: 200, body: { Result: true, Message: null } }),
      onAcknowledged: (entry, body) =>
        onAttachmentAcknowledged(db, entry, body, 50, () =>
          Promise.reject(new Error('sin conexión')),
        ),
    });
    await engine.drain();
    const copy = await readOfflineOrder(db, USER, ORDER);
    expect(copy?.attachments.map((a) => a.Id)).toEqual([1]);
    expect(await readDrafts(db, USER, ORDER)).toEqual([]);
  });

  it('leaves other entries alone', async () => {
    await copyOrder([attachment(1)]);
    await onAttachmentAcknowledged(
      db,
      {
        id: 1,
        userId: USER,
        orderCode: ORDER,
        name: 'ResultsOrderMP',
        body: { ActionId: 31 },
        idempotencyKey: 'k',
        createdAt: 1,
        attempts: 0,
        nextAttemptAt: 1,
        state: 'pending',
      },
      { Result: true, Message: null },
      5,
      () => Promise.resolve([]),
    );
    expect((await readOfflineOrder(db, USER, ORDER))?.attachments).toHaveLength(1);
  });
});

/**
 * api/Attachment 31 / 41: modifying and deleting an attachment by its Id or by the ClientId chosen
 * offline.
 */
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Attachment } from '../../../../src/protocol/maintenance';
import { auditEvents } from '../../db/schema';
import {
  t,
  tokens,
  b64,
  pdf,
  orderOfLessor,
  addAttachment,
  useFileWritesApp,
} from '../../testing/file-writes-kit';

useFileWritesApp();

describe('api/Attachment 31 and 41', () => {
  it('an offline chain add, modify and delete by ClientId works; deleting again is fine, modifying is 404', async () => {
    const order = await orderOfLessor(3);
    const clientId = randomUUID();
    const add = await addAttachment('mantto.fijo', {
      OrderCode: order,
      ClientId: clientId,
      FileBase64: b64(pdf(800)),
    });
    expect(add.status).toBe(200);
    const modify = await t.call(
      'Attachment',
      {
        ActionId: 31,
        Attachment: {
          ClientId: clientId,
          Description: 'Reporte corregido',
          Notes: 'Se agregó firma',
        },
      },
      tokens['mantto.fijo'],
    );
    expect(modify.status, JSON.stringify(modify.body)).toBe(200);
    expect(modify.body.Attachment).toMatchObject({
      Id: (add.body.Attachment as Attachment).Id,
      Description: 'Reporte corregido',
      Notes: 'Se agregó firma',
      ModifiedBy: 'mantto.fijo',
    });
    const del = { ActionId: 41, Attachment: { ClientId: clientId } };
    const removed = await t.call('Attachment', del, tokens['mantto.fijo']);
    expect(removed.body).toEqual({ Result: true, Message: null });
    const again = await t.call('Attachment', del, tokens['mantto.fijo']);
    expect(again.body).toEqual({ Result: true, Message: null });
    const afterDelete = await t.call(
      'Attachment',
      { ActionId: 31, Attachment: { ClientId: clientId, Description: 'd', Notes: 'n' } },
      tokens['mantto.fijo'],
    );
    expect(afterDelete.status).toBe(404);
    const list = await t.call(
      'Attachment',
      { ActionId: 20, Filter: { OrderCode: order } },
      tokens['mantto.fijo'],
    );
    expect((list.body.List as Attachment[]).map((a) => a.Id)).not.toContain(
      (add.body.Attachment as Attachment).Id,
    );
    const audits = await t.handle.db
      .select({ actionId: auditEvents.actionId })
      .from(auditEvents)
      .where(and(eq(auditEvents.target, order), eq(auditEvents.resource, 'Attachment')));
    expect(audits.map((a) => a.actionId).sort()).toEqual([11, 31, 41]);
  });

  it("answers 404 for another user's ClientId, an order out of scope or an unknown Id", async () => {
    const order = await orderOfLessor(3);
    const clientId = randomUUID();
    const add = await addAttachment('mantto.fijo', {
      OrderCode: order,
      ClientId: clientId,
      FileBase64: b64(pdf(800)),
    });
    const id = (add.body.Attachment as Attachment).Id;
    const byOther = await t.call(
      'Attachment',
      { ActionId: 31, Attachment: { ClientId: clientId, Description: 'x', Notes: 'y' } },
      tokens.mantenimiento,
    );
    expect(byOther.status).toBe(404);
    // Staff who see the order may change it by its Id.
    const byStaff = await t.call(
      'Attachment',
      { ActionId: 31, Attachment: { Id: id, Description: 'Revisado', Notes: 'ok' } },
      tokens.mantenimiento,
    );
    expect(byStaff.status).toBe(200);
    const outOfScope = await t.call(
      'Attachment',
      { ActionId: 41, Attachment: { Id: id } },
      tokens.proveedor,
    );
    expect(outOfScope.status).toBe(404);
    expect(outOfScope.body.Message).toBe(
      'El archivo adjunto no existe o no está disponible para su usuario',
    );
    const unknown = await t.call(
      'Attachment',
      { ActionId: 41, Attachment: { Id: 987654 } },
      tokens['mantto.fijo'],
    );
    expect(unknown.status).toBe(404);
    const tooLong = await t.call(
      'Attachment',
      { ActionId: 31, Attachment: { Id: id, Description: 'd'.repeat(101), Notes: 'y' } },
      tokens['mantto.fijo'],
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.Message).toBe('Max 100 characters');
    const neither = await t.call(
      'Attachment',
      { ActionId: 41, Attachment: {} },
      tokens['mantto.fijo'],
    );
    expect(neither.status).toBe(400);
  });
});

/**
 * api/Attachment 11: the name a sender gives a file is kept as a display name only: no path, no
 * bidirectional override, no HTML; the same name is what lists and downloads show.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Attachment } from '../../../../src/protocol/maintenance';
import { maintenanceAttachments } from '../../db/schema';
import {
  addAttachment,
  b64,
  orderOfLessor,
  pdf,
  t,
  tokens,
  useFileWritesApp,
} from '../../testing/file-writes-kit';

useFileWritesApp();

describe('the name of an attached file', () => {
  it.each([
    ['../../../etc/cron.d/reporte.pdf', 'reporte.pdf'],
    ['factura\u202Efdp.exe', 'facturafdp.exe'],
    ['<img src=x onerror=alert(1)>.pdf', '_img src=x onerror=alert(1)_.pdf'],
    ['<script>alert(1)</script>', 'script_'],
    ['..\\..\\', 'archivo'],
  ])('%j is stored and shown as %j', async (sent, shown) => {
    const order = await orderOfLessor(1);
    const res = await addAttachment('mantto.fijo', {
      OrderCode: order,
      FileName: sent,
      FileBase64: b64(pdf(2_000, 7)),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const added = res.body.Attachment as Attachment;
    expect(added.FileName).toBe(shown);
    const [row] = await t.handle.db
      .select({ fileName: maintenanceAttachments.fileName })
      .from(maintenanceAttachments)
      .where(eq(maintenanceAttachments.id, added.Id));
    expect(row?.fileName).toBe(shown);
    const list = await t.call(
      'Attachment',
      { ActionId: 20, Filter: { OrderCode: order } },
      tokens['mantto.fijo'],
    );
    const listed = (list.body.List as Attachment[]).find((a) => a.Id === added.Id);
    expect(listed?.FileName).toBe(shown);
  });
});

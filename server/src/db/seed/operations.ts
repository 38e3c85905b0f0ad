/**
 * Demo rows of the operations pages: two recorded server errors and a failed mail and
 * text message, so that Errores and Notificaciones (with its "Reintentar") show something after
 * `npm start`. The audit log, sessions and statistics fill themselves as the portal is used.
 * Idempotent: a second run finds the demo rows and adds nothing.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { mailOutbox, serverErrors, smsOutbox } from '../schema';

export async function seedOperations(db: Db, now = new Date()): Promise<void> {
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
  const [seeded] = await db
    .select({ id: serverErrors.id })
    .from(serverErrors)
    .where(eq(serverErrors.requestId, 'demo-0001'));
  if (seeded) return;
  await db.insert(serverErrors).values([
    {
      date: hoursAgo(26),
      requestId: 'demo-0001',
      route: 'api/Contracts 21',
      errorClass: 'DatabaseError',
      message: 'select from "lease_contracts" · SQLSTATE 57014',
      userId: null,
    },
    {
      date: hoursAgo(3),
      requestId: 'demo-0002',
      route: 'api/StatementItems 21',
      errorClass: 'TypeError',
      message: 'Cannot read properties of undefined (reading "…")',
      userId: null,
    },
  ]);
  await db.insert(mailOutbox).values({
    to: 'rechazo@demo.portalpro.mx',
    subject: 'Recuperación de contraseña',
    body: 'Demo: un correo que no se pudo entregar.',
    template: 'recovery',
    status: 'failed',
    attempts: 1,
    errorKind: 'permanent',
    lastError: '550 5.1.1 Mailbox unavailable',
    createdAt: hoursAgo(5),
  });
  await db.insert(smsOutbox).values({
    to: '525500000000',
    body: 'Demo: un SMS que no se pudo entregar.',
    status: 'failed',
    attempts: 8,
    errorKind: 'attempts',
    lastError: 'no answer from the SMS provider within 10000 ms (SMS_TIMEOUT_MS)',
    createdAt: hoursAgo(4),
  });
}

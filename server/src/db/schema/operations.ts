/**
 * Operations records for administrators: the server errors (answers 500) with their request id,
 * the route and the error's class and scrubbed message, never a body or personal data.
 */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const stamp = (name: string) => timestamp(name, { withTimezone: true });

export const serverErrors = pgTable(
  'server_errors',
  {
    id: serial('id').primaryKey(),
    date: stamp('date').notNull().defaultNow(),
    /** The X-Request-Id the caller saw in the message ("referencia …"). */
    requestId: text('request_id').notNull(),
    /** api/<name> <ActionId>, or the HTTP method and path outside the API. */
    route: text('route').notNull(),
    /** The error's class (TypeError, DatabaseError…). */
    errorClass: text('error_class').notNull(),
    /** The message with e-mails, RFCs, tokens and long numbers masked, at most 500 characters. */
    message: text('message').notNull(),
    /** The calling user's id when there was a session (an id, not a name). */
    userId: integer('user_id'),
  },
  (t) => [index('server_errors_date_idx').on(t.date)],
);

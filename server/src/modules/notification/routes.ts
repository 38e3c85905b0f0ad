/**
 * api/Notification 22: the active communiqués a signed-in user sees on the home page. Lessor
 * roles see lessor communiqués of every region or of their own regions; supplier roles see
 * supplier communiqués; everyone sees the general ones (neither flag); administrators see all.
 * Only the days a communiqué runs (start to end, both included, Mexico City's calendar) count, and
 * a deleted one is never shown.
 */
import { and, arrayOverlaps, asc, desc, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import { mexicoCityToday } from '../../../../src/domain/invoicing/window';
import {
  isAdministrator,
  isLessorRole,
  isSupplierRole,
  RoleName,
} from '../../../../src/domain/roles';
import { ActionId } from '../../../../src/protocol/envelope';
import { StatementListRequest, StatementListResponse } from '../../../../src/protocol/notification';
import { authOf, defineRoute, ok, type ApiRoute } from '../../api/types';
import { statements, userRegion } from '../../db/schema';

export const notificationRoutes: ApiRoute[] = [
  defineRoute({
    name: 'Notification',
    actionId: ActionId.SpecialView,
    access: 'user',
    request: StatementListRequest,
    response: StatementListResponse,
    handler: async (ctx) => {
      const { db } = ctx.deps;
      const auth = authOf(ctx);
      const filter = ctx.input.Filter;
      const seesAll = isAdministrator(auth.roleName) || auth.roleName === RoleName.Visualizar;
      // The role decides the audience; the filter's ForLessor / ForSupplier cannot widen it.
      const lessor = isLessorRole(auth.roleName);
      const supplier = isSupplierRole(auth.roleName);
      // Only those who manage communiqués may list inactive ones.
      const active = seesAll ? (filter.Active ?? true) : true;

      const audience: SQL[] = [sql`not ${statements.forLessor} and not ${statements.forSupplier}`];
      if (seesAll) {
        audience.push(sql`true`);
      } else {
        if (lessor) {
          const mine = await db
            .select({ code: userRegion.regionCode })
            .from(userRegion)
            .where(eq(userRegion.userId, auth.userId));
          const wanted = (filter.Region ?? '').trim();
          // A region the user is not linked to is ignored rather than widened to.
          const codes = mine.map((r) => r.code).filter((c) => wanted === '' || c === wanted);
          const regionMatch =
            codes.length > 0 ? arrayOverlaps(statements.regions, codes) : sql`false`;
          audience.push(
            sql`${statements.forLessor} and (${statements.allRegion} or ${regionMatch})`,
          );
        }
        if (supplier) audience.push(sql`${statements.forSupplier}`);
      }
      const today = mexicoCityToday(ctx.deps.now());
      const rows = await db
        .select()
        .from(statements)
        .where(
          and(
            eq(statements.active, active),
            eq(statements.deleted, false),
            lte(statements.startDate, today),
            gte(statements.endDate, today),
            or(...audience),
          ),
        )
        .orderBy(asc(statements.sortOrder), desc(statements.id));
      return ok({
        List: rows.map((s) => ({
          Id: s.id,
          Name: s.name,
          ImageFile: s.imageFile,
          PDFFile: s.pdfFile,
        })),
      });
    },
  }),
];

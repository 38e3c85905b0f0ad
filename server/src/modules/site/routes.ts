/** api/site: 21 view and 31 update of the site record, for administrators and developers. */
import { ActionId } from '../../../../src/protocol/envelope';
import { SiteResponse, SiteUpdateRequest, SiteViewRequest } from '../../../../src/protocol/site';
import { RoleName } from '../../../../src/domain/roles';
import { authOf, defineRoute, ok, type ApiRoute } from '../../api/types';
import { recordAudit } from '../audit/record';
import { getSite, updateSite } from './queries';

const ADMINS = [RoleName.Administrador, RoleName.Developer] as const;

export const siteRoutes: ApiRoute[] = [
  defineRoute({
    name: 'site',
    actionId: ActionId.View,
    access: ADMINS,
    request: SiteViewRequest,
    response: SiteResponse,
    handler: async ({ deps }) => ok({ Site: await getSite(deps.db) }),
  }),
  defineRoute({
    name: 'site',
    actionId: ActionId.Update,
    access: ADMINS,
    request: SiteUpdateRequest,
    response: SiteResponse,
    handler: async (ctx) => {
      const { db, log } = ctx.deps;
      const auth = authOf(ctx);
      const now = ctx.deps.now();
      await updateSite(db, ctx.input.Site, auth.userName, now);
      // Images are large; the audit keeps which fields changed and the small values.
      const detail: Record<string, unknown> = {};
      for (const [k, value] of Object.entries(ctx.input.Site)) {
        detail[k] =
          typeof value === 'string' && value.length > 200 ? `(${value.length} chars)` : value;
      }
      await recordAudit(db, log, {
        actionId: ActionId.Update,
        resource: 'site',
        userId: auth.userId,
        userDisplayName: auth.userDisplayName,
        referenceId: auth.userId,
        target: 'site',
        detail,
        date: now,
      });
      return ok({ Site: await getSite(db) });
    },
  }),
];

/** api/profile: 21 answers the password policy; any session may read it (set-password needs it). */
import { eq } from 'drizzle-orm';
import { ActionId } from '../../../../src/protocol/envelope';
import { ProfileRequest, ProfileResponse } from '../../../../src/protocol/profile';
import { defineRoute, ok, type ApiRoute } from '../../api/types';
import { profile } from '../../db/schema';

export const profileRoutes: ApiRoute[] = [
  defineRoute({
    name: 'profile',
    actionId: ActionId.View,
    access: 'session',
    request: ProfileRequest,
    response: ProfileResponse,
    handler: async ({ deps }) => {
      const [row] = await deps.db.select().from(profile).where(eq(profile.id, 1));
      return ok({
        Profile: {
          UserPasswordComplexity: row?.userPasswordComplexity ?? 1,
          UserPasswordLenght: row?.userPasswordLenght ?? 10,
        },
      });
    },
  }),
];

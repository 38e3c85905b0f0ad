import { expect, type APIRequestContext } from '@playwright/test';
import { apiToken, callApi } from './support';

/** Users the user-administration specs create for themselves, so no seeded user is touched. */

export const VISUALIZAR_ROLE_ID = 4;
export const PROVEEDOR_ROLE_ID = 6;

/**
 * Creates a user through api/user 11 as `creator` and answers its stored user name and Id. A
 * caller creating many passes the creator's `token` once.
 */
export async function createUser(
  request: APIRequestContext,
  creator: string,
  body: { UserName: string; RoleId: number; supplier?: string },
  token?: string,
): Promise<{ id: number; userName: string }> {
  token ??= await apiToken(request, creator);
  const res = await callApi(
    request,
    'user',
    {
      ActionId: 11,
      User: {
        UserName: body.UserName,
        Name: `Prueba ${body.UserName}`,
        Email: `${body.UserName}@example.mx`,
        RoleId: body.RoleId,
      },
      Company: [{ Code: 'MX10' }],
      Supplier: body.supplier ? [{ Code: body.supplier }] : [],
    },
    token,
  );
  const answer = (await res.json()) as {
    Result: boolean;
    Message: string | null;
    User: { Id: number; UserName: string };
  };
  expect(answer.Result, answer.Message ?? '').toBe(true);
  return { id: answer.User.Id, userName: answer.User.UserName };
}

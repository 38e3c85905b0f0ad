/**
 * The row actions of the user table: delete (api/user 41), send activation (34) and send recovery
 * (33, the account module's self-service call, named by the row's user name and e-mail). Each
 * resolves with the server's message for the success alert, or throws the API client's refusal
 * (an ApiError of kind 'refused' with the server's message).
 */
import { ActionId } from '../../../protocol/envelope';
import { response } from '../../../protocol/envelope';
import { callApi } from '../../../lib/api-client';

const MessageOnly = response({});

async function messageOf(
  name: string,
  actionId: number,
  payload: Record<string, unknown>,
): Promise<string | null> {
  const answer = await callApi(name, actionId, payload, { schema: MessageOnly });
  return answer.Message;
}

export const deleteUser = (id: number) => messageOf('user', ActionId.Delete, { User: { Id: id } });

export const sendActivation = (id: number) =>
  messageOf('user', ActionId.SendActivation, { User: { Id: id } });

export const sendRecovery = (userName: string, email: string) =>
  messageOf('user', ActionId.SendRecovery, { User: { UserName: userName, Email: email } });

/** 31 with Multiple: the same change for the chosen users, all or none; answers the message. */
export const updateMany = (multiple: { Ids: number[]; Active?: boolean; Unlock?: boolean }) =>
  messageOf('user', ActionId.Update, { Multiple: multiple });

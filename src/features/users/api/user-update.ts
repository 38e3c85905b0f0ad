/** api/user 31: saves a user with its Id; resolves with the server's confirmUpdate message. */
import { ActionId } from '../../../protocol/envelope';
import { UserRecordResponse } from '../../../protocol/user-admin';
import { callUsers } from './call-users';

export async function updateUser(body: Record<string, unknown>): Promise<string | null> {
  const answer = await callUsers('user', ActionId.Update, body, UserRecordResponse);
  return answer.Message;
}

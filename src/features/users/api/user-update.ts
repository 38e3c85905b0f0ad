/** api/user 31: saves a user with its Id; resolves with the server's confirmUpdate message. */
import { ActionId } from '../../../protocol/envelope';
import { UserRecordResponse } from '../../../protocol/user-admin';
import { callApi } from '../../../lib/api-client';

export async function updateUser(body: Record<string, unknown>): Promise<string | null> {
  const answer = await callApi('user', ActionId.Update, body, { schema: UserRecordResponse });
  return answer.Message;
}

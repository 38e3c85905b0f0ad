/** api/user 11: creates a user (no Id); resolves with the server's confirmInsert message. */
import { ActionId } from '../../../protocol/envelope';
import { UserRecordResponse } from '../../../protocol/user-admin';
import { callApi } from '../../../lib/api-client';

export async function insertUser(body: Record<string, unknown>): Promise<string | null> {
  const answer = await callApi('user', ActionId.Insert, body, { schema: UserRecordResponse });
  return answer.Message;
}

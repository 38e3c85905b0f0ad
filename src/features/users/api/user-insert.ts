/** api/user 11: creates a user (no Id); resolves with the server's confirmInsert message. */
import { ActionId } from '../../../protocol/envelope';
import { UserRecordResponse } from '../../../protocol/user-admin';
import { callUsers } from './call-users';

export async function insertUser(body: Record<string, unknown>): Promise<string | null> {
  const answer = await callUsers('user', ActionId.Insert, body, UserRecordResponse);
  return answer.Message;
}

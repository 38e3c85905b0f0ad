/**
 * The user-administration calls through the one API client: an answer with Result false becomes a
 * RefusedError carrying the server's message (already in the user's language, spec 1 §8 "a false
 * Result shows the service Message"); any other answer is validated by its protocol schema.
 */
import * as v from 'valibot';
import { callApi } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-errors';

export class RefusedError extends Error {
  override readonly name = 'RefusedError';
}

export async function callUsers<TSchema extends v.GenericSchema>(
  name: string,
  actionId: number,
  payload: Record<string, unknown>,
  schema: TSchema,
  signal?: AbortSignal,
): Promise<v.InferOutput<TSchema>> {
  const answer = await callApi(name, actionId, payload, signal ? { signal } : undefined);
  if (!answer.Result) throw new RefusedError(answer.Message ?? name);
  const parsed = v.safeParse(schema, answer);
  if (!parsed.success) {
    const path = v.getDotPath(parsed.issues[0]) ?? '';
    throw new ApiError('invalid-response', `${name}: ${path}`.trim());
  }
  return parsed.output;
}

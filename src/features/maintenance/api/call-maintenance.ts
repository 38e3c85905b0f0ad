/**
 * The maintenance calls through the one API client: an answer with Result false becomes a
 * RefusedError carrying the server's message (spec 3 §8), any other answer is validated by its
 * protocol schema.
 */
import * as v from 'valibot';
import { callApi } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-errors';

/** The server answered Result: false; `message` is already in the user's language. */
export class RefusedError extends Error {
  override readonly name = 'RefusedError';
}

export async function callMaintenance<TSchema extends v.GenericSchema>(
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

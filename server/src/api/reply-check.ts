/**
 * Checks an answer of api/<name> against its route's response schema (success) or the common
 * refusal envelope (Result false). The API tests run it on every answer; production does not.
 */
import * as v from 'valibot';
import { toActionId } from '../../../src/protocol/envelope';
import { routesOf } from './registry';
import type { ApiRoute, ResponseSchema } from './types';

/** Every refusal: Result false and a message in the caller's language. */
export const RefusalEnvelope = v.object({ Result: v.literal(false), Message: v.string() });

/** The top-level entries a response schema declares, per union option; null when not an object. */
function optionsOf(schema: ResponseSchema): v.ObjectEntries[] | null {
  const s = schema as v.GenericSchema & { entries?: v.ObjectEntries; options?: ResponseSchema[] };
  if (s.type === 'object' && s.entries) return [s.entries];
  if (s.type === 'union' && s.options) {
    const all = s.options.map(optionsOf);
    return all.every((o) => o !== null) ? all.flat() : null;
  }
  return null;
}

const refusalSchemas = new WeakMap<ApiRoute, v.GenericSchema>();

/**
 * A refusal may carry some named objects of the route's answer (`Session: null` on a refused
 * login) or of its declared `refusal` extras, and nothing else.
 */
function refusalSchemaOf(route: ApiRoute): v.GenericSchema {
  const known = refusalSchemas.get(route);
  if (known) return known;
  const options = optionsOf(route.response);
  const schema: v.GenericSchema = options
    ? v.union(
        options.map((entries) =>
          v.strictObject({
            ...v.partial(v.object({ ...entries, ...route.refusal?.entries })).entries,
            ...RefusalEnvelope.entries,
          }),
        ),
      )
    : v.looseObject(RefusalEnvelope.entries);
  refusalSchemas.set(route, schema);
  return schema;
}

/** Top-level names of a success answer that its response schema does not declare. */
function undeclaredNames(route: ApiRoute, body: Record<string, unknown>): string[] {
  const options = optionsOf(route.response);
  if (!options) return [];
  const names = new Set(options.flatMap((entries) => Object.keys(entries)));
  return Object.keys(body).filter((k) => !names.has(k));
}

const describe = (issues: readonly v.BaseIssue<unknown>[]) =>
  issues
    .slice(0, 8)
    .map((i) => `${v.getDotPath(i) ?? '(root)'}: ${i.message}`)
    .join('; ');

/**
 * What is wrong with an answer of api/<name> to `requestBody`, or null when it matches: a success
 * its route's response schema (with no undeclared top-level names), anything else the refusal
 * envelope. An answer of no known route (404, unknown ActionId) is checked against the envelope.
 */
export function replyProblem(
  name: string,
  requestBody: unknown,
  status: number,
  body: unknown,
): string | null {
  const actionId =
    requestBody !== null && typeof requestBody === 'object'
      ? toActionId((requestBody as Record<string, unknown>).ActionId)
      : null;
  const route = actionId === null ? undefined : routesOf(name)?.get(actionId);
  const label = `api/${name} ${actionId ?? '?'} answered ${status}`;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return `${label} with a body that is not a JSON object`;
  }
  const answer = body as Record<string, unknown>;
  if (answer.Result === true) {
    if (!route) return `${label} Result true for no known route`;
    const parsed = v.safeParse(route.response, answer);
    if (!parsed.success) {
      return `${label}, not matching its response schema: ${describe(parsed.issues)}`;
    }
    const extra = undeclaredNames(route, answer);
    return extra.length === 0
      ? null
      : `${label} with names its response schema does not declare: ${extra.join(', ')}`;
  }
  const parsed = v.safeParse(route ? refusalSchemaOf(route) : RefusalEnvelope, answer);
  return parsed.success
    ? null
    : `${label}, a refusal not matching the envelope${route ? ' and its response schema' : ''}: ${describe(parsed.issues)}`;
}

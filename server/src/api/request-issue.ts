/**
 * Turns the issues of a refused request body into its 400 message: the field with a control
 * character when there is one (the clearer refusal), else the first malformed field.
 */
import * as v from 'valibot';
import { CONTROL_CHARACTER_ISSUE } from '../../../src/protocol/bounds';
import type { Language } from '../../../src/protocol/envelope';
import { message } from '../../../src/protocol/messages';

type Issue = v.BaseIssue<unknown>;

/**
 * The first issue raised by a control character, depth first through union alternatives, with
 * its full dot path (an alternative's issues carry their path relative to the union's value).
 */
function controlField(issues: readonly Issue[] | undefined, prefix: string): string | undefined {
  for (const issue of issues ?? []) {
    const own = v.getDotPath(issue);
    const field = [prefix, own].filter(Boolean).join('.');
    if (issue.message === CONTROL_CHARACTER_ISSUE) return field || 'body';
    const nested = controlField(issue.issues, field);
    if (nested) return nested;
  }
  return undefined;
}

/** The translated message that names what is wrong with a request body. */
export function requestIssueMessage(issues: readonly Issue[], lang: Language): string {
  const control = controlField(issues, '');
  if (control) return message('controlCharacters', lang, { field: control });
  const first = issues[0];
  return message('malformedBody', lang, { field: (first && v.getDotPath(first)) || 'body' });
}

/**
 * Shape checks of a request body that its valibot schema does not make: every string well-formed
 * UTF-16, and no array where the schema expects an object (valibot's objects accept arrays).
 */
import type * as v from 'valibot';

/** A `\uD800`-`\uDFFF` escape in JSON text: only then can a parsed string hold a lone surrogate. */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Where a walk stands: the name under its parent. Kept as links, so a deep body costs one node
 * per level, and the dot path is spelt only for the field that is reported.
 */
interface Step {
  name: string;
  parent: Step | null;
}

function pathOf(step: Step | null): string {
  const names: string[] = [];
  for (let at = step; at !== null; at = at.parent) names.push(at.name);
  return names.length === 0 ? 'body' : names.reverse().join('.');
}

/**
 * The dot path of the first string (a value or a name) of a parsed JSON body that holds an
 * unpaired surrogate ("\ud800" alone, RFC 8259 §8.2), or null. Such a string has no UTF-8 form:
 * stored, it would become U+FFFD. `raw` is the body's text; without a surrogate escape in it,
 * nothing is walked (text decoded from UTF-8 never holds a lone surrogate).
 */
export function unpairedSurrogateAt(raw: string, body: unknown): string | null {
  if (!SURROGATE_ESCAPE.test(raw)) return null;
  // Iterative: a deeply nested body must not overflow the stack.
  const stack: { value: unknown; at: Step | null }[] = [{ value: body, at: null }];
  while (stack.length > 0) {
    const { value, at } = stack.pop()!;
    if (typeof value === 'string') {
      if (UNPAIRED_SURROGATE.test(value)) return pathOf(at);
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => stack.push({ value: item, at: { name: String(i), parent: at } }));
    } else if (value !== null && typeof value === 'object') {
      for (const [name, item] of Object.entries(value)) {
        if (UNPAIRED_SURROGATE.test(name)) return pathOf(at);
        stack.push({ value: item, at: { name, parent: at } });
      }
    }
  }
  return null;
}

/** What this walk reads of a valibot schema (its public properties). */
interface SchemaParts {
  type: string;
  entries?: v.ObjectEntries;
  wrapped?: v.GenericSchema;
  item?: v.GenericSchema;
  options?: readonly v.GenericSchema[];
  value?: v.GenericSchema;
  getter?: (input: unknown) => v.GenericSchema;
}

const OBJECT_TYPES = new Set(['object', 'loose_object', 'strict_object', 'object_with_rest']);
const WRAPPER_TYPES = new Set([
  'optional',
  'exact_optional',
  'nullable',
  'nullish',
  'undefinedable',
  'non_optional',
  'non_nullable',
  'non_nullish',
]);

/** The schema a wrapper (optional, nullable…) or a lazy schema stands for. */
function unwrap(schema: v.GenericSchema, input: unknown): SchemaParts {
  let parts = schema as unknown as SchemaParts;
  for (let depth = 0; depth < 32; depth++) {
    if (WRAPPER_TYPES.has(parts.type) && parts.wrapped) {
      parts = parts.wrapped as unknown as SchemaParts;
    } else if (parts.type === 'lazy' && parts.getter) {
      parts = parts.getter(input) as unknown as SchemaParts;
    } else break;
  }
  return parts;
}

/**
 * The dot path of the first array in `input` that stands where `schema` expects an object
 * (`"Filter": []` for a Filter object), or null. Valibot's object schemas accept an array and
 * answer an object of its named entries, so without this check `[]` would pass for `{}`.
 */
export function arrayWhereObjectAt(schema: v.GenericSchema, input: unknown): string | null {
  const stack: { schema: v.GenericSchema; value: unknown; at: Step | null }[] = [
    { schema, value: input, at: null },
  ];
  const push = (schema: v.GenericSchema, value: unknown, name: string, parent: Step | null) =>
    stack.push({ schema, value, at: { name, parent } });
  while (stack.length > 0) {
    const { schema: expected, value, at } = stack.pop()!;
    const parts = unwrap(expected, value);
    if (OBJECT_TYPES.has(parts.type) && parts.entries) {
      if (Array.isArray(value)) return pathOf(at);
      if (value === null || typeof value !== 'object') continue;
      const record = value as Record<string, unknown>;
      for (const [name, entry] of Object.entries(parts.entries)) {
        if (name in record) push(entry, record[name], name, at);
      }
    } else if (parts.type === 'array' && parts.item && Array.isArray(value)) {
      const item = parts.item;
      value.forEach((element, i) => push(item, element, String(i), at));
    } else if (parts.type === 'record' && parts.value) {
      if (Array.isArray(value)) return pathOf(at);
      if (value === null || typeof value !== 'object') continue;
      const valueSchema = parts.value;
      for (const [name, element] of Object.entries(value)) push(valueSchema, element, name, at);
    } else if ((parts.type === 'union' || parts.type === 'variant') && parts.options) {
      // An array where no option takes one (every option an object).
      const objectsOnly = parts.options.every((o) => OBJECT_TYPES.has(unwrap(o, value).type));
      if (objectsOnly && Array.isArray(value)) return pathOf(at);
    }
  }
  return null;
}

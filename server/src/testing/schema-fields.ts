/**
 * Walks a valibot request schema and lists its scalar fields (numbers and strings) with their
 * paths, through objects, optional / nullable wrappers, pipes, arrays, records and unions, so the
 * input-bounds tests reach every field of every route without a hand-written list.
 */
import type * as v from 'valibot';

/** Marks a record's key in a path: the value under test is the key itself. */
export const RECORD_KEY = Symbol('record key');
/** One step of a path: an object key, an array index, or a record's key. */
export type Segment = string | number | typeof RECORD_KEY;

export interface ScalarField {
  path: readonly Segment[];
  kind: 'integer' | 'number' | 'string';
  /** The min_value / max_value requirements of a number's pipe, when it has them. */
  min?: number;
  max?: number;
}

/** A node of valibot's schema tree, as far as the walker reads it. */
interface Node {
  kind: string;
  type: string;
  pipe?: readonly Node[];
  entries?: Record<string, Node>;
  wrapped?: Node;
  item?: Node;
  key?: Node;
  value?: Node;
  options?: readonly Node[];
  requirement?: unknown;
}

/** The validations of a schema's pipe, nested pipes included (plainString inside a pipe). */
function actionsOf(node: Node): Node[] {
  const out: Node[] = [];
  for (const item of node.pipe ?? []) {
    if (item === node) continue;
    if (item.kind === 'schema') out.push(...actionsOf(item));
    else out.push(item);
  }
  return out;
}

/** Placeholder key under which a record's value is walked. */
const RECORD_VALUE_KEY = 'k';

function walk(node: Node, path: Segment[], out: ScalarField[]): void {
  switch (node.type) {
    case 'object':
    case 'strict_object':
    case 'loose_object':
      for (const [key, entry] of Object.entries(node.entries ?? {})) {
        walk(entry, [...path, key], out);
      }
      return;
    case 'optional':
    case 'exact_optional':
    case 'nullable':
    case 'nullish':
    case 'non_optional':
    case 'non_nullable':
    case 'non_nullish':
      walk(node.wrapped!, path, out);
      return;
    case 'array':
      walk(node.item!, [...path, 0], out);
      return;
    case 'record':
      walk(node.key!, [...path, RECORD_KEY], out);
      walk(node.value!, [...path, RECORD_VALUE_KEY], out);
      return;
    case 'union':
    case 'variant':
      for (const option of node.options ?? []) walk(option, path, out);
      return;
    case 'string':
      out.push({ path, kind: 'string' });
      return;
    case 'number': {
      const actions = actionsOf(node);
      const requirement = (type: string) =>
        actions.find((a) => a.type === type)?.requirement as number | undefined;
      out.push({
        path,
        kind: actions.some((a) => a.type === 'integer') ? 'integer' : 'number',
        min: requirement('min_value'),
        max: requirement('max_value'),
      });
      return;
    }
    case 'boolean':
    case 'picklist':
    case 'literal':
    case 'unknown':
      return;
    default:
      throw new Error(`schema-fields: no rule for a '${node.type}' schema at ${pathLabel(path)}`);
  }
}

/** Every number and string field of a schema, the same path once per kind. */
export function scalarFields(schema: v.GenericSchema): ScalarField[] {
  const out: ScalarField[] = [];
  walk(schema as unknown as Node, [], out);
  const seen = new Set<string>();
  return out.filter((f) => {
    const key = `${pathLabel(f.path)} ${f.kind}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A readable path: User.Id, Company[0].Code, Base{key}. */
export function pathLabel(path: readonly Segment[]): string {
  return path
    .map((s, i) =>
      s === RECORD_KEY ? '{key}' : typeof s === 'number' ? `[${s}]` : i === 0 ? s : `.${s}`,
    )
    .join('');
}

/** The dot path valibot's getDotPath gives an issue at this field, for a given value. */
export function dotPath(path: readonly Segment[], value: unknown): string {
  return path.map((s) => (s === RECORD_KEY ? String(value) : String(s))).join('.');
}

/** A body holding only `value` at `path` (objects and arrays created along the way). */
export function bodyWith(
  path: readonly Segment[],
  value: unknown,
  base: Record<string, unknown> = {},
): Record<string, unknown> {
  const root: Record<string, unknown> = { ...base };
  let parent: Record<string | number, unknown> = root;
  path.forEach((segment, i) => {
    const last = i === path.length - 1;
    if (segment === RECORD_KEY) {
      // The value under test is the key; its entry's value does not matter.
      parent[String(value)] = {};
      return;
    }
    if (last) {
      parent[segment] = value;
      return;
    }
    const next = path[i + 1];
    const child = (typeof next === 'number' ? [] : {}) as Record<string | number, unknown>;
    parent[segment] = child;
    parent = child;
  });
  return root;
}

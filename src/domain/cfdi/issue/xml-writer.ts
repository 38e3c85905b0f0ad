/**
 * A tiny element tree and serializer for the CFDIs the portal writes (the embedded tax
 * authority's demo invoices) and the test generator: attributes in insertion order, `&`, `<`, `"`
 * escaped, no declaration tricks.
 */

export interface El {
  readonly name: string;
  readonly attrs: Readonly<Record<string, string>>;
  readonly children: readonly El[];
}

export function el(
  name: string,
  attrs: Record<string, string> = {},
  children: readonly El[] = [],
): El {
  return { name, attrs, children };
}

function escape(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
}

function write(node: El, indent: string, out: string[]): void {
  const attrs = Object.entries(node.attrs)
    .map(([k, v]) => ` ${k}="${escape(v)}"`)
    .join('');
  if (node.children.length === 0) {
    out.push(`${indent}<${node.name}${attrs}/>`);
    return;
  }
  out.push(`${indent}<${node.name}${attrs}>`);
  for (const child of node.children) write(child, `${indent}  `, out);
  out.push(`${indent}</${node.name}>`);
}

export function serialize(root: El): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>'];
  write(root, '', out);
  return `${out.join('\n')}\n`;
}

/** A copy of the tree where `fn` rewrote every element it wanted to (bottom-up). */
export function mapTree(node: El, fn: (node: El) => El): El {
  return fn({ ...node, children: node.children.map((c) => mapTree(c, fn)) });
}

/** Local name of a prefixed element name. */
export function localName(node: El): string {
  return node.name.slice(node.name.indexOf(':') + 1);
}

/** Rewrites the first element (document order) with this local name. */
export function editFirst(root: El, name: string, fn: (node: El) => El): El {
  let done = false;
  const visit = (node: El): El => {
    if (done) return node;
    if (localName(node) === name) {
      done = true;
      return fn(node);
    }
    return { ...node, children: node.children.map(visit) };
  };
  return visit(root);
}

export function setAttr(node: El, name: string, value: string | null): El {
  const attrs: Record<string, string> = { ...node.attrs };
  if (value === null) delete attrs[name];
  else attrs[name] = value;
  return { ...node, attrs };
}

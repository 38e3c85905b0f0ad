/**
 * The namespace-resolved element tree the CFDI rules read: each element carries its namespace URI
 * (never its prefix), its local name and its decoded, untrimmed attributes.
 */

export const NS = {
  cfdi33: 'http://www.sat.gob.mx/cfd/3',
  cfdi40: 'http://www.sat.gob.mx/cfd/4',
  tfd: 'http://www.sat.gob.mx/TimbreFiscalDigital',
  pago10: 'http://www.sat.gob.mx/Pagos',
  pago20: 'http://www.sat.gob.mx/Pagos20',
  implocal: 'http://www.sat.gob.mx/implocal',
} as const;

/**
 * Attribute values by unprefixed name. Names come from the document: fast-xml-parser refuses
 * `__proto__`-like names, and the rules read only the fixed names the SAT schemas define (or own
 * keys), never a name taken from the document.
 */
export type Attrs = Readonly<Record<string, string>>;

export interface XNode {
  readonly ns: string | null;
  readonly name: string;
  readonly attrs: Attrs;
  readonly children: readonly XNode[];
}

/** Direct children in a namespace with a local name. */
export function childrenOf(node: XNode | null | undefined, ns: string, name: string): XNode[] {
  if (!node) return [];
  return node.children.filter((c) => c.ns === ns && c.name === name);
}

/** The first direct child in a namespace with a local name, or null. */
export function childOf(node: XNode | null | undefined, ns: string, name: string): XNode | null {
  if (!node) return null;
  return node.children.find((c) => c.ns === ns && c.name === name) ?? null;
}

/** Follows a path of local names inside one namespace, collecting every match at the end. */
export function pathOf(
  node: XNode | null | undefined,
  ns: string,
  names: readonly string[],
): XNode[] {
  let level: XNode[] = node ? [node] : [];
  for (const name of names) {
    const next: XNode[] = [];
    for (const n of level)
      for (const c of n.children) if (c.name === name && c.ns === ns) next.push(c);
    level = next;
  }
  return level;
}

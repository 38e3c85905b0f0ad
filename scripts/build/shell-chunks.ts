/**
 * Two chunks for what the signed-in shell and the home page import, instead of the dozens of
 * 1–3 kB chunks the automatic splitting makes of it (one per set of pages sharing a module): a
 * phone on 4G fetched some 90 scripts before the home page could paint. Modules of the entry are
 * not asked about (the entry's own group takes them first).
 */

/** What the grouping reads of one module (a subset of Rolldown's ModuleInfo). */
export interface ModuleLinks {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}

export interface ShellChunkRule {
  /** The modules the first signed-in page renders from (the shell's and home's split components). */
  shellRoots: RegExp;
  /** The modules of the pages anyone may open before signing in (installed on every device). */
  signedOutRoots: RegExp;
  /** The sign-in page's own module, among them: the page a phone opens first. */
  signInRoot: RegExp;
}

/** Module ids may carry a query (`?tsr-split=component`) and use the platform's separators. */
const normalise = (id: string) => id.replace(/\\/g, '/');

function reach(
  roots: readonly string[],
  links: (id: string) => ModuleLinks | null,
  followLazy: boolean,
): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const of = links(id);
    if (!of) continue;
    queue.push(...of.importedIds);
    if (followLazy) queue.push(...of.dynamicallyImportedIds);
  }
  return seen;
}

/** The chunk each grouped module goes to; a module not in the map is left to the bundler. */
export type ShellChunk = 'signed-in' | 'sign-in-shared';
export type ShellChunks = Map<string, ShellChunk>;

/**
 * - 'signed-in': reached by static imports from a shell root and not reached (by static or lazy
 *   imports) from any signed-out root;
 * - 'sign-in-shared': also reached by static imports from the sign-in page, which loads it before
 *   it paints (with about 4 kB gzip it does not run: see below) in one request instead of ten;
 * The rest (what the shell shares with the other signed-out pages and the dialogs they open) is
 * left to the bundler: the graph is of modules, not of what tree-shaking keeps of them, so through
 * a library's index a signed-out page seems to reach far more than it loads, and a group of it
 * would make those pages and the install carry code they never run.
 * The roots themselves stay the chunks the router loads.
 */
export function shellChunks(
  moduleIds: Iterable<string>,
  links: (id: string) => ModuleLinks | null,
  rule: ShellChunkRule,
): ShellChunks {
  const ids = [...moduleIds];
  const rootsOf = (pattern: RegExp) => ids.filter((m) => pattern.test(normalise(m)));
  const shell = reach(rootsOf(rule.shellRoots), links, false);
  const signedOut = reach(rootsOf(rule.signedOutRoots), links, true);
  const signIn = reach(rootsOf(rule.signInRoot), links, false);
  const chunks: ShellChunks = new Map();
  for (const m of shell) {
    if (rule.shellRoots.test(normalise(m)) || rule.signedOutRoots.test(normalise(m))) continue;
    if (!signedOut.has(m)) chunks.set(m, 'signed-in');
    else if (signIn.has(m)) chunks.set(m, 'sign-in-shared');
  }
  return chunks;
}

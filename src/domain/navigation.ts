/**
 * The rules that turn the menu tree (menu-tree.ts) into a user's visible menu, allowed-path list
 * and breadcrumb (spec 1 §2.9, spec 3 §2.7). The server builds sessions with them.
 */

import { MENU_TREE, type MenuNode } from './menu-tree';

export * from './menu-tree';
/** What decides which entries a user sees besides their modules. */
export interface MenuContext {
  activeModules: ReadonlySet<string>;
  hasActiveAgreement: boolean;
  /** Combined lessor roles see the Administration group only when an administrator created them. */
  hideAdministration: boolean;
}

/**
 * The user's visible tree: entries whose module is active, minus the agreement-only entry without
 * an agreement, minus groups left empty. Hidden entries stay (they grant a path, not a menu line).
 */
export function visibleMenu(tree: readonly MenuNode[], ctx: MenuContext): MenuNode[] {
  const out: MenuNode[] = [];
  for (const node of tree) {
    if (node.key === 'admin' && ctx.hideAdministration) continue;
    if (node.menus) {
      const menus = visibleMenu(node.menus, ctx);
      if (menus.length > 0) out.push({ ...node, menus });
      continue;
    }
    if (node.module && !ctx.activeModules.has(node.module)) continue;
    if (node.requiresAgreement && !ctx.hasActiveAgreement) continue;
    out.push({ ...node });
  }
  return out;
}

/** Normalises a menu `to` into an allowed path: a leading slash, no query, no trailing slash. */
export function toAllowedPath(to: string): string {
  const bare = to.split(/[?#]/)[0]!.trim().replace(/\/+$/, '');
  return bare.startsWith('/') ? bare : `/${bare}`;
}

/** The session's accessPath: every visible entry's path, with a leading slash and no duplicates. */
export function buildAccessPath(menu: readonly MenuNode[]): string[] {
  const seen = new Set<string>();
  const walk = (nodes: readonly MenuNode[]) => {
    for (const n of nodes) {
      if (n.to) seen.add(toAllowedPath(n.to));
      if (n.menus) walk(n.menus);
    }
  };
  walk(menu);
  return [...seen];
}

/** Every entry of the full tree, with the level-1 group it sits under (for breadcrumbs and stubs). */
export interface CatalogueEntry {
  path: string;
  title: string;
  section: string;
  node: MenuNode;
}

export function menuCatalogue(tree: readonly MenuNode[] = MENU_TREE): CatalogueEntry[] {
  const out: CatalogueEntry[] = [];
  const walk = (nodes: readonly MenuNode[], section: string) => {
    for (const n of nodes) {
      if (n.to) out.push({ path: toAllowedPath(n.to), title: n.title, section, node: n });
      if (n.menus) walk(n.menus, section);
    }
  };
  for (const group of tree) walk(group.menus ?? [], group.title);
  return out;
}

/** Home > section > page for a path, or just Home for / and pages outside the menu. */
export function breadcrumbFor(
  path: string,
  tree: readonly MenuNode[] = MENU_TREE,
): { section?: string; page?: string } {
  const found = menuCatalogue(tree).find((e) => e.path === toAllowedPath(path));
  return found ? { section: found.section, page: found.title } : {};
}

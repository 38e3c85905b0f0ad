/**
 * The user's menu: the stored menu tree (read with the shared catalogues, session-catalogues.ts)
 * filtered by the domain rule (active modules, agreement, administration group of combined lessor
 * roles) and mapped to the wire shape.
 */
import { asc } from 'drizzle-orm';
import type { MenuEntryWire } from '../../../../src/protocol/session';
import { visibleMenu, type MenuContext, type MenuNode } from '../../../../src/domain/navigation';
import type { Db } from '../../db/client';
import { menuEntries } from '../../db/schema';

/** Rebuilds the tree from its rows (children in `sort` order). */
export async function loadMenuTree(db: Db): Promise<MenuNode[]> {
  const rows = await db.select().from(menuEntries).orderBy(asc(menuEntries.sort));
  const nodes = new Map<string, MenuNode>();
  for (const r of rows) {
    const node: MenuNode = { key: r.key, title: r.title };
    if (r.icon) node.icon = r.icon;
    if (r.to) node.to = r.to;
    if (r.query) node.query = r.query;
    if (r.hidden) node.hidden = true;
    if (r.moduleCode) node.module = r.moduleCode;
    if (r.requiresAgreement) node.requiresAgreement = true;
    nodes.set(r.key, node);
  }
  const roots: MenuNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.key)!;
    const parent = r.parentKey ? nodes.get(r.parentKey) : undefined;
    if (parent) (parent.menus ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

function toWire(node: MenuNode): MenuEntryWire {
  return {
    Key: node.key,
    Title: node.title,
    Icon: node.icon ?? null,
    To: node.to ?? null,
    Query: node.query ?? null,
    Hidden: node.hidden ?? false,
    Active: true,
    Menus: (node.menus ?? []).map(toWire),
  };
}

/** The visible part of the menu tree (domain nodes, for the access path) and its wire form. */
export function userMenu(
  tree: readonly MenuNode[],
  ctx: MenuContext,
): { nodes: MenuNode[]; wire: MenuEntryWire[] } {
  const nodes = visibleMenu(tree, ctx);
  return { nodes, wire: nodes.map(toWire) };
}

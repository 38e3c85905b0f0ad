/**
 * Translation keys as types (src/app/i18next-types.d.ts makes every `t()` check its key). Most
 * keys are written in the code and checked by the compiler; the few that come from data are
 * turned into keys here, each checked against the catalogue by a test instead.
 */
import type { Namespace, ParseKeys } from 'i18next';

/** A title of the menu catalogue (locales/<lang>/menu.json). */
export type MenuTitle = ParseKeys<'menu'>;

/**
 * A menu title read from data (MENU_TREE, the help-video table, a route's stub): every one of
 * them is in menu.json in both languages, which src/app/locales.test.ts proves.
 */
export function menuTitle(title: string): MenuTitle {
  return title as MenuTitle;
}

/**
 * A key of a namespace built from data (a status code, a column id) by code that takes any key,
 * such as the inventory workbook: the tests that render those texts in both languages check it,
 * not the compiler.
 */
export function keyOf<Ns extends Namespace>(_namespace: Ns, key: string): ParseKeys<Ns> {
  return key as ParseKeys<Ns>;
}

/**
 * The lines of the user list to render: all of them for a page of up to VIRTUAL_FROM lines, only
 * those in view (plus a few around) when "all" brings thousands, with the space of the others kept
 * above and below so the scroll bar and keyboard scrolling behave as over the whole list.
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import type { UserRow } from '../../../protocol/user-admin';
import type { UserRowAction } from '../lib/row-actions';
import {
  flattenGroups,
  VIRTUAL_FROM,
  type UserGroupView,
  type UserListItem,
} from '../lib/user-groups';

export interface RenderedLine {
  item: UserListItem;
  index: number;
}

export interface UserLines {
  /** Whether only the lines in view are rendered (the list then scrolls inside its own box). */
  virtual: boolean;
  lines: RenderedLine[];
  /** Every line of the list, rendered or not. */
  count: number;
  /** Space of the lines above and below the rendered ones, in px. */
  before: number;
  after: number;
  /** Lets the list measure a rendered line's real height (rows wrap on narrow screens). */
  measure: (el: Element | null) => void;
}

const noMeasure = () => undefined;

/** `scrollRef` is the box the list scrolls in when it renders only the lines in view. */
export function useUserLines(
  groups: readonly UserGroupView[],
  estimate: { group: number; row: number },
  scrollRef: RefObject<HTMLDivElement | null>,
): UserLines {
  const items = useMemo(() => flattenGroups(groups), [groups]);
  const virtual = items.length > VIRTUAL_FROM;
  // Stable while the list is the same: the virtualizer lays out every line again when they change.
  const estimateSize = useCallback(
    (i: number) => (items[i]?.kind === 'group' ? estimate.group : estimate.row),
    [items, estimate],
  );
  const getItemKey = useCallback((i: number) => items[i]?.key ?? i, [items]);
  // The virtualizer answers new positions on every scroll: this hook is meant to re-render with
  // it, and none of its results is memoized by a caller.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: virtual ? items.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    getItemKey,
    overscan: 5,
    // The box is not measured before the first paint: start from its usual size, so the first
    // render already shows the rows in view instead of an empty box.
    initialRect: { width: 1024, height: 600 },
  });
  if (!virtual) {
    return {
      virtual,
      lines: items.map((item, index) => ({ item, index })),
      count: items.length,
      before: 0,
      after: 0,
      measure: noMeasure,
    };
  }
  const shown = virtualizer.getVirtualItems();
  const first = shown[0];
  const last = shown.at(-1);
  return {
    virtual,
    lines: shown.flatMap((v) => {
      const item = items[v.index];
      return item ? [{ item, index: v.index }] : [];
    }),
    count: items.length,
    before: first ? first.start : 0,
    after: last ? virtualizer.getTotalSize() - last.end : 0,
    measure: virtualizer.measureElement,
  };
}

/** What a row does on a click, stable across renders so memoized rows need not re-render. */
export interface RowHandlers {
  open: (row: UserRow) => void;
  action: (row: UserRow, action: UserRowAction) => void;
  toggle: (row: UserRow) => void;
}

interface RowCallbacks {
  onOpen: (row: UserRow) => void;
  onAction: (row: UserRow, action: UserRowAction) => void;
  selection?: { onToggle: (row: UserRow) => void } | undefined;
}

/** Stable handlers that call the latest callbacks the list was given. */
export function useRowHandlers(view: RowCallbacks): RowHandlers {
  const latest = useRef(view);
  useLayoutEffect(() => {
    latest.current = view;
  });
  return useMemo(
    () => ({
      open: (row) => latest.current.onOpen(row),
      action: (row, action) => latest.current.onAction(row, action),
      toggle: (row) => latest.current.selection?.onToggle(row),
    }),
    [],
  );
}

/** What a memoized user row (or card) shows. */
export interface UserLineProps {
  row: UserRow;
  index: number;
  virtual: boolean;
  measure: (el: Element | null) => void;
  /** Whether the row is chosen; null for a row without a check box. */
  checked: boolean | null;
  actions: readonly UserRowAction[];
  busy: boolean;
  handlers: RowHandlers;
}

interface LineView {
  actionsOf: (row: UserRow) => UserRowAction[];
  busyId: number | null;
  selection?:
    { isSelectable: (row: UserRow) => boolean; selected: ReadonlySet<number> } | undefined;
}

/** The props of a user's line, from the list's state and the page's view. */
export function userLineProps(
  row: UserRow,
  index: number,
  lines: Pick<UserLines, 'virtual' | 'measure'>,
  view: LineView,
  handlers: RowHandlers,
): UserLineProps {
  const { selection } = view;
  return {
    row,
    index,
    virtual: lines.virtual,
    measure: lines.measure,
    checked: selection?.isSelectable(row) ? selection.selected.has(row.Id) : null,
    actions: view.actionsOf(row),
    busy: view.busyId === row.Id,
    handlers,
  };
}

/** Whether a memoized row shows the same as before (its actions compared by content). */
export function sameRow(a: UserLineProps, b: UserLineProps): boolean {
  return (
    a.row === b.row &&
    a.index === b.index &&
    a.virtual === b.virtual &&
    a.checked === b.checked &&
    a.busy === b.busy &&
    a.handlers === b.handlers &&
    a.actions.length === b.actions.length &&
    a.actions.every((action, i) => action === b.actions[i])
  );
}

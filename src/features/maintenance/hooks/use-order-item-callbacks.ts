/**
 * The callbacks a list hands each of its orders, made once: the list's own are made anew on each
 * of its renders, and an order that is not redrawn keeps what it was given, so these call the
 * latest the list was rendered with.
 */
import { useCallback, useLayoutEffect, useRef } from 'react';
import type { RowAction } from '../../../domain/maintenance';
import type { OrderRow } from '../../../protocol/maintenance';
import type { OrdersViewProps } from '../lib/orders-view';

export interface OrderItemCallbacks {
  onToggle: (orderCode: string) => void;
  onAction: (row: OrderRow, action: RowAction) => void;
  /** Absent when the list offers no removal of offline copies. */
  onRemoveOffline: ((orderCode: string) => void) | undefined;
}

export function useOrderItemCallbacks(
  props: Pick<OrdersViewProps, 'onToggle' | 'onAction'> & {
    onRemoveOffline?: (orderCode: string) => void;
  },
): OrderItemCallbacks {
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  const onToggle = useCallback((code: string) => latest.current.onToggle(code), []);
  const onAction = useCallback(
    (row: OrderRow, action: RowAction) => latest.current.onAction(row, action),
    [],
  );
  const removeOffline = useCallback((code: string) => latest.current.onRemoveOffline?.(code), []);
  return { onToggle, onAction, onRemoveOffline: props.onRemoveOffline && removeOffline };
}

/**
 * Which dialog an administration list has open (search, new, a record to see or edit, its log,
 * its deletion) and what closes it: a save or a deletion says so, forgets the record's cached
 * copy and reloads the list (spec 3 §4.10). Read-only callers (Visualizar) can open a record and
 * its log only; the server refuses their writes too.
 */
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { showAlert } from '../../lib/alert-store';
import type { RowAction } from './record-list';

export type RecordDialog<T> =
  | { kind: 'none' }
  | { kind: 'search' }
  | { kind: 'new' }
  | { kind: 'view' | 'edit' | 'log' | 'delete'; row: T };

export interface RecordDialogsOptions<T> {
  viewOnly: boolean;
  /** The list's query key: invalidated after a save or a deletion. */
  listKey: QueryKey;
  /** Deletes the record; resolves with the server's message (null: none). */
  remove: (row: T) => Promise<string | null>;
  /** Drops what is cached of one record after it changed (its form's read). */
  forget?: (row: T) => void;
  /** What a success says when the server says nothing; what a failure says without a message. */
  texts: { done: string; failed: string };
}

export function useRecordDialogs<T>(options: RecordDialogsOptions<T>) {
  const { viewOnly, texts } = options;
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<RecordDialog<T>>({ kind: 'none' });
  const close = () => setOpen({ kind: 'none' });
  const reload = () => queryClient.invalidateQueries({ queryKey: options.listKey });
  const succeeded = (message: string | null) =>
    showAlert({ type: 'success', message: message ?? texts.done });

  const removal = useMutation({
    mutationFn: options.remove,
    onSuccess: async (message, row) => {
      close();
      options.forget?.(row);
      succeeded(message);
      await reload();
    },
    onError: (error: Error) => showAlert({ type: 'error', message: error.message || texts.failed }),
  });

  return {
    open,
    close,
    removal,
    openSearch: () => setOpen({ kind: 'search' }),
    openNew: () => {
      if (!viewOnly) setOpen({ kind: 'new' });
    },
    /** A row (or its name) opens the record read-only. */
    onOpen: (row: T) => setOpen({ kind: 'view', row }),
    onAction: (row: T, action: RowAction) => {
      if (action === 'log') setOpen({ kind: 'log', row });
      else if (!viewOnly) setOpen({ kind: action, row });
    },
    /** The form saved `row` (null for a new record). */
    saved: (message: string | null, row: T | null) => {
      if (row !== null) options.forget?.(row);
      close();
      succeeded(message);
      void reload();
    },
  };
}

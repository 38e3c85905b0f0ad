/**
 * The validation item model of spec 2 §4 as a pure state machine: items move between pending,
 * loading, success, error, warning, canceled and exclude; the invoice is sent automatically exactly
 * once per file when every non-optional item is valid; a file change resets all but exclude.
 */

export type ItemStatus =
  'pending' | 'loading' | 'success' | 'error' | 'warning' | 'canceled' | 'exclude';

export interface ValidationItem {
  readonly id: string;
  readonly status: ItemStatus;
  /** Optional items (e.g. a supplier's use-of-receipt rule) never hold the send back. */
  readonly optional: boolean;
  readonly message?: string;
}

export interface ValidationState {
  readonly items: readonly ValidationItem[];
  /** The automatic send already happened for this file. */
  readonly sent: boolean;
  /** The validate-and-load button. */
  readonly buttonEnabled: boolean;
}

export type ValidationEvent =
  | { readonly type: 'start' }
  | { readonly type: 'loading'; readonly id: string }
  | {
      readonly type: 'result';
      readonly id: string;
      readonly status: 'success' | 'error' | 'warning' | 'exclude';
      readonly message?: string;
    }
  | { readonly type: 'cancel' }
  | { readonly type: 'fileChanged' };

export interface Transition {
  readonly state: ValidationState;
  /** True exactly once per file: the moment the caller must send the invoice. */
  readonly send: boolean;
}

export function initialValidation(
  items: readonly { id: string; optional?: boolean; exclude?: boolean }[],
): ValidationState {
  return {
    items: items.map((i) => ({
      id: i.id,
      optional: i.optional ?? false,
      status: i.exclude ? 'exclude' : 'pending',
    })),
    sent: false,
    buttonEnabled: true,
  };
}

const settled = (s: ItemStatus): boolean => s !== 'pending' && s !== 'loading';
const good = (s: ItemStatus): boolean => s === 'success' || s === 'warning';

/** Overall valid: every item that counts (exclude does not) is success or warning. */
export function overallValid(items: readonly ValidationItem[]): boolean {
  return items.every((i) => i.status === 'exclude' || good(i.status));
}

/** Ready to send: every counted item has settled and every non-optional one is valid. */
export function readyToSend(items: readonly ValidationItem[]): boolean {
  const counted = items.filter((i) => i.status !== 'exclude');
  return (
    counted.length > 0 && counted.every((i) => settled(i.status) && (i.optional || good(i.status)))
  );
}

function update(
  state: ValidationState,
  id: string,
  patch: Partial<ValidationItem>,
): ValidationState {
  return { ...state, items: state.items.map((i) => (i.id === id ? { ...i, ...patch } : i)) };
}

export function reduceValidation(state: ValidationState, event: ValidationEvent): Transition {
  let next: ValidationState;
  switch (event.type) {
    case 'start':
      next = {
        ...state,
        buttonEnabled: false,
        items: state.items.map((i) =>
          i.status === 'exclude' ? i : { id: i.id, optional: i.optional, status: 'pending' },
        ),
      };
      break;
    case 'loading':
      next = update(state, event.id, { status: 'loading' });
      break;
    case 'result':
      next = update(state, event.id, { status: event.status, message: event.message });
      break;
    case 'cancel':
      next = {
        ...state,
        buttonEnabled: true,
        items: state.items.map((i) => (settled(i.status) ? i : { ...i, status: 'canceled' })),
      };
      break;
    case 'fileChanged':
      return {
        state: {
          sent: false,
          buttonEnabled: true,
          items: state.items.map((i) =>
            i.status === 'exclude' ? i : { id: i.id, optional: i.optional, status: 'pending' },
          ),
        },
        send: false,
      };
  }
  const send = !next.sent && readyToSend(next.items);
  const sent = next.sent || send;
  // The button comes back once every item has settled, unless the invoice went out.
  const allSettled = next.items.every((i) => i.status === 'exclude' || settled(i.status));
  return { state: { ...next, sent, buttonEnabled: allSettled && !sent }, send };
}

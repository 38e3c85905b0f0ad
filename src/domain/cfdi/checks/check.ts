/**
 * The shape of one named document check and the helpers every group uses to build it: a check
 * passes, fails with a list of language-neutral details, or is excluded when it does not apply.
 */
import { isMessageKey, type CfdiMessageKey, type MessageRef } from '../messages';

export type CheckGroup =
  | 'xml'
  | 'schema'
  | 'sums'
  | 'rfc'
  | 'regime'
  | 'tfd'
  | 'dates'
  | 'pagos'
  | 'catalog'
  | 'seal'
  | 'portal'
  | 'sat';

export type CheckStatus = 'success' | 'warning' | 'error' | 'exclude';

export interface CheckOutcome {
  readonly id: string;
  readonly group: CheckGroup;
  readonly status: CheckStatus;
  readonly message: MessageRef;
}

function titleKey(id: string): CfdiMessageKey {
  return isMessageKey(id) ? id : 'notApplicable';
}

export function pass(id: string, group: CheckGroup): CheckOutcome {
  return { id, group, status: 'success', message: { key: titleKey(id) } };
}

/** Fails with `<id>.error` and the details joined, or with an explicit message. */
export function failure(
  id: string,
  group: CheckGroup,
  details: readonly string[],
  message?: MessageRef,
): CheckOutcome {
  const key = `${id}.error`;
  return {
    id,
    group,
    status: 'error',
    message: message ?? { key: isMessageKey(key) ? key : titleKey(id), detail: details.join('; ') },
  };
}

/** Passes when there is no problem, fails listing every problem otherwise. */
export function judge(id: string, group: CheckGroup, problems: readonly string[]): CheckOutcome {
  return problems.length === 0 ? pass(id, group) : failure(id, group, problems);
}

/** Not run: it does not apply, or what it needs is missing and another check reports that. */
export function excluded(
  id: string,
  group: CheckGroup,
  key: CfdiMessageKey = 'notApplicable',
): CheckOutcome {
  return { id, group, status: 'exclude', message: { key } };
}

/** Where a value sits, for details: `Concepto[2]@Importe="10.00"`. */
export function at(node: string, attr: string, value?: string): string {
  return value === undefined ? `${node}@${attr}` : `${node}@${attr}="${value}"`;
}

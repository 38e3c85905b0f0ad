/**
 * One online order write of a dialog: sends it, and on success refreshes the orders list, shows
 * the success alert and closes. A refusal or a lost connection stays in the dialog as a message,
 * with what the user typed kept.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isNetworkError } from '../../../lib/api-errors';
import { showAlert } from '../../../lib/alert-store';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { orderListKey } from '../api/order-list-query';

export interface OrderWriteOptions<TInput> {
  send: (input: TInput) => Promise<unknown>;
  /** The success alert's text. */
  successMessage: string;
  onDone: () => void;
}

export function useOrderWrite<TInput>({ send, successMessage, onDone }: OrderWriteOptions<TInput>) {
  const { t } = useTranslation('maintenance');
  const online = useOnlineStatus();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: send,
    networkMode: 'always',
    onSuccess: async () => {
      showAlert({ type: 'success', message: successMessage });
      onDone();
      await queryClient.invalidateQueries({ queryKey: orderListKey });
    },
  });
  const failure = mutation.error
    ? isNetworkError(mutation.error)
      ? t('dialogs.needsConnection')
      : mutation.error.message
    : null;
  return {
    online,
    saving: mutation.isPending,
    /** The message shown in the dialog: no connection, or the server's refusal. */
    message: online ? failure : t('dialogs.needsConnection'),
    submit: (input: TInput) => {
      if (!online) return;
      mutation.mutate(input);
    },
  };
}

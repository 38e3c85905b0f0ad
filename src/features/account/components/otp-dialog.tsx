/**
 * The one-time-code dialog (spec 1 §4, 500 wide): 4 digits, confirm enabled at 4 (api/user 23);
 * the resend control hidden during a 30 s countdown; the counter starts at 1 and the resend that
 * brings it to 4 signs the user out (the server ends the session on its side too). Closing it
 * clears the code and resets the counter (the domain's reducer).
 */
import { Alert, Button, Dialog, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  canConfirm,
  initialOtpState,
  OTP_LENGTH,
  OTP_MAX_SENDS,
  OTP_RESEND_COUNTDOWN_SECONDS,
  otpDialogReducer,
  resendVisible,
} from '../../../domain/account/one-time-code';
import { internationalPhone } from '../../../domain/account/phone';
import { Icon } from '../../../components/ui/icon';
import { showAlert } from '../../../lib/alert-store';
import { failureText } from '../../../lib/api-errors';
import { endedSession, verifyCode } from '../api/account-calls';
import { AccountDialogFrame } from './account-dialog-frame';

interface Props {
  /** The stored form of the phone the code went to. */
  phone: string;
  /** Sends the code again (api/user 36 with the same data); rejects with the server's refusal. */
  resend: () => Promise<{ Message: string | null }>;
  onClose: () => void;
  onVerified: (message: string | null) => void;
  onLogout: () => void;
  /** The wait before a resend: 30 s after login, 31 s from the profile popup (spec 1 §9). */
  countdownSeconds?: number;
}

export function OtpDialog(props: Props) {
  const { phone, resend, onClose, onVerified, onLogout } = props;
  const countdownSeconds = props.countdownSeconds ?? OTP_RESEND_COUNTDOWN_SECONDS;
  const { t } = useTranslation(['account', 'messages']);
  const [state, dispatch] = useReducer(
    (s: ReturnType<typeof initialOtpState>, e: Parameters<typeof otpDialogReducer>[1]) =>
      otpDialogReducer(s, e, countdownSeconds),
    undefined,
    () => initialOtpState(countdownSeconds),
  );
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  // The countdown runs from the moment of sending, not by counting timer calls: a tab in the
  // background (where browsers slow timers down) still offers the resend after the real wait.
  const [sentAt, setSentAt] = useState(() => Date.now());

  useEffect(() => {
    if (state.countdown === 0) return;
    const timer = setInterval(() => {
      const elapsed = Math.floor((Date.now() - sentAt) / 1000);
      const remaining = Math.max(0, countdownSeconds - elapsed);
      for (let s = state.countdown; s > remaining; s--) dispatch({ type: 'tick' });
    }, 1000);
    return () => clearInterval(timer);
  }, [state.countdown, sentAt, countdownSeconds]);

  const failed = (error: unknown) =>
    setMessage({ ok: false, text: failureText(error, t('messages:otpSendError')) });
  const confirm = useMutation({
    mutationFn: () => verifyCode(state.code),
    onSuccess: (answer) => {
      dispatch({ type: 'success' });
      onVerified(answer.Message);
    },
    onError: failed,
  });
  const signOut = (text: string) => {
    showAlert({ type: 'error', message: text, sticky: true, carried: true });
    onLogout();
  };
  const sendAgain = useMutation({
    mutationFn: resend,
    onSuccess: (answer) => setMessage({ ok: true, text: answer.Message ?? '' }),
    onError: (error) => {
      // The server ends the session on the fourth send and says so with its refusal.
      if (endedSession(error)) signOut(failureText(error, t('messages:otpTooManySends')));
      else failed(error);
    },
  });
  const busy = confirm.isPending || sendAgain.isPending;

  const onResend = () => {
    const next = otpDialogReducer(state, { type: 'resend' }, countdownSeconds);
    dispatch({ type: 'resend' });
    setSentAt(Date.now());
    if (next.loggedOut) signOut(t('messages:otpTooManySends'));
    else sendAgain.mutate();
  };

  return (
    <AccountDialogFrame
      title={t('otp.title')}
      width={500}
      closeLabel={t('otp.close')}
      forced={false}
      onClose={() => {
        dispatch({ type: 'close' });
        onClose();
      }}
    >
      <Dialog.Body>
        <Stack gap="4">
          <Text>{t('otp.intro', { phone: internationalPhone(phone) ?? phone })}</Text>
          {message && message.text !== '' && (
            <Alert.Root
              status={message.ok ? 'success' : 'error'}
              role={message.ok ? 'status' : 'alert'}
            >
              <Alert.Indicator>
                <Icon name={message.ok ? 'success' : 'warning'} />
              </Alert.Indicator>
              <Alert.Description fontSize="md">{message.text}</Alert.Description>
            </Alert.Root>
          )}
          <Field.Root>
            <Field.Label fontSize="md">{t('otp.code')}</Field.Label>
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={OTP_LENGTH}
              value={state.code}
              onChange={(e) => dispatch({ type: 'input', value: e.target.value })}
            />
          </Field.Root>
          <Text fontSize="sm" color="gray.700">
            {t('otp.sendCount', { counter: state.counter, max: OTP_MAX_SENDS })}
          </Text>
          <Text fontSize="sm" color="gray.700" aria-live="polite">
            {resendVisible(state)
              ? t('otp.resendReady')
              : t('otp.resendIn', { seconds: state.countdown })}
          </Text>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        {resendVisible(state) && (
          <Button variant="outline" minH="11" disabled={busy} onClick={onResend}>
            {t('otp.resend')}
          </Button>
        )}
        <Button
          minH="11"
          disabled={!canConfirm(state)}
          loading={busy}
          onClick={() => confirm.mutate()}
        >
          {t('otp.confirm')}
        </Button>
      </Dialog.Footer>
    </AccountDialogFrame>
  );
}

/**
 * The one-time-code dialog (spec 1 §4 Data update and one-time code, §9): 4 digits, confirm at 4,
 * a resend counter from 1 with a 30 s countdown, logout when the counter reaches 4, close resets.
 * The server enforces the same limits on its side.
 */

export const OTP_LENGTH = 4;
export const OTP_RESEND_COUNTDOWN_SECONDS = 30;
/** The profile popup's own phone verification waits 31 s. */
export const OTP_PROFILE_COUNTDOWN_SECONDS = 31;
/** The counter value that logs the user out: the first send plus two resends are allowed. */
export const OTP_LOGOUT_AT = 4;
/** How many codes the server sends for one change before it signs the user out. */
export const OTP_MAX_SENDS = OTP_LOGOUT_AT - 1;

export interface OtpDialogState {
  code: string;
  /** 1 after the first send; each resend adds one. */
  counter: number;
  /** Seconds until the resend control shows again. */
  countdown: number;
  loggedOut: boolean;
}

export type OtpDialogEvent =
  | { type: 'input'; value: string }
  | { type: 'tick' }
  | { type: 'resend' }
  | { type: 'close' }
  | { type: 'success' };

export function initialOtpState(countdownSeconds = OTP_RESEND_COUNTDOWN_SECONDS): OtpDialogState {
  return { code: '', counter: 1, countdown: countdownSeconds, loggedOut: false };
}

/** The code field keeps digits only, at most four. */
export function otpFieldValue(text: string): string {
  return text.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

export function canConfirm(s: OtpDialogState): boolean {
  return !s.loggedOut && s.code.length === OTP_LENGTH;
}

export function resendVisible(s: OtpDialogState): boolean {
  return !s.loggedOut && s.countdown === 0;
}

/**
 * The dialog's next state. A resend while the control is hidden changes nothing; the resend that
 * brings the counter to 4 logs out instead of sending (the caller sends only when not loggedOut).
 */
export function otpDialogReducer(
  s: OtpDialogState,
  e: OtpDialogEvent,
  countdownSeconds = OTP_RESEND_COUNTDOWN_SECONDS,
): OtpDialogState {
  if (s.loggedOut) return s;
  switch (e.type) {
    case 'input':
      return { ...s, code: otpFieldValue(e.value) };
    case 'tick':
      return { ...s, countdown: Math.max(0, s.countdown - 1) };
    case 'resend': {
      if (!resendVisible(s)) return s;
      const counter = s.counter + 1;
      if (counter >= OTP_LOGOUT_AT) return { ...s, counter, code: '', loggedOut: true };
      return { ...s, counter, code: '', countdown: countdownSeconds };
    }
    case 'close':
    case 'success':
      return initialOtpState(countdownSeconds);
  }
}

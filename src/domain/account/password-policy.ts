/**
 * The password policy of spec 1 §5 (New password): a minimum length from the profile (default 10)
 * and one of four complexity levels. The change-password form and the server apply the same rules.
 */

export const DEFAULT_PASSWORD_MIN_LENGTH = 10;
export const DEFAULT_PASSWORD_COMPLEXITY = 1;
export const PASSWORD_COMPLEXITY_LEVELS = [1, 2, 3, 4] as const;

export interface PasswordPolicy {
  complexity: number;
  minLength: number;
}

const UPPER = /\p{Lu}/u;
const LOWER = /\p{Ll}/u;
const LETTER = /\p{L}/u;
const DIGIT = /\p{Nd}/u;
const SPACE = /\s/u;
/** A symbol is anything that is neither a letter, a digit nor white space. */
const SYMBOL = /[^\p{L}\p{N}\s]/u;

/**
 * Whether the password has the character classes of its level:
 * 1 upper, lower, digit and symbol; 2 a letter, a digit and a symbol; 3 upper, lower and digit,
 * no symbol; 4 a letter and a digit, no symbol. Level 1 forbids spaces explicitly; the spec is
 * silent for the others, and a space is never accepted either, as it is easily mistyped.
 */
export function meetsComplexity(password: string, level: number): boolean {
  if (SPACE.test(password)) return false;
  const upper = UPPER.test(password);
  const lower = LOWER.test(password);
  const letter = LETTER.test(password);
  const digit = DIGIT.test(password);
  const symbol = SYMBOL.test(password);
  switch (level) {
    case 2:
      return letter && digit && symbol;
    case 3:
      return upper && lower && digit && !symbol;
    case 4:
      return letter && digit && !symbol;
    default:
      return upper && lower && digit && symbol;
  }
}

/** Reads a stored policy, falling back to the defaults for missing or out-of-range values. */
export function normalizePolicy(p: Partial<PasswordPolicy> | null | undefined): PasswordPolicy {
  const complexity = (PASSWORD_COMPLEXITY_LEVELS as readonly number[]).includes(p?.complexity ?? 0)
    ? p!.complexity!
    : DEFAULT_PASSWORD_COMPLEXITY;
  const minLength =
    p?.minLength && Number.isInteger(p.minLength) && p.minLength > 0
      ? p.minLength
      : DEFAULT_PASSWORD_MIN_LENGTH;
  return { complexity, minLength };
}

/** The message that states a complexity level's rule (levels 1-4; spec 1 §5). */
export type ComplexityMessageKey = `passwordComplexity${1 | 2 | 3 | 4}`;

/** A broken rule as the key of its message in the server's catalogue, shared by form and server. */
export function passwordProblemKey(
  problem: NewPasswordProblem,
  policy: PasswordPolicy,
): Exclude<NewPasswordProblem, 'passwordComplexity'> | ComplexityMessageKey {
  if (problem !== 'passwordComplexity') return problem;
  return complexityMessageKey(policy.complexity);
}

/** A policy's complexity rule as a message key; a level outside 1-4 reads as 1, the strictest. */
export function complexityMessageKey(complexity: number): ComplexityMessageKey {
  return complexity === 2 || complexity === 3 || complexity === 4
    ? `passwordComplexity${complexity}`
    : 'passwordComplexity1';
}

/** Why a new password is refused, as message keys the form and the server share. */
export type NewPasswordProblem =
  | 'passwordRequired'
  | 'passwordMinLength'
  | 'passwordComplexity'
  | 'dialogChangePasswordLabelPasswordEqualError'
  | 'passwordConfirmationMismatch';

export interface NewPasswordInput {
  password: string;
  /** The current password when the form asks for it; "without password" mode has none. */
  current?: string | null;
  /** The confirmation field; the server, which receives no confirmation, leaves it out. */
  confirmation?: string | null;
}

/** The first rule a new password breaks, in the order the form shows them, or null. */
export function newPasswordProblem(
  input: NewPasswordInput,
  policy: PasswordPolicy,
): NewPasswordProblem | null {
  const { password } = input;
  if (password === '') return 'passwordRequired';
  if ([...password].length < policy.minLength) return 'passwordMinLength';
  if (!meetsComplexity(password, policy.complexity)) return 'passwordComplexity';
  if (input.current && input.current === password) {
    return 'dialogChangePasswordLabelPasswordEqualError';
  }
  if (input.confirmation !== undefined && input.confirmation !== null) {
    if (input.confirmation !== password) return 'passwordConfirmationMismatch';
  }
  return null;
}

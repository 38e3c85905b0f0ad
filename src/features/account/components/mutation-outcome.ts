/**
 * What a sign-in page dialog says about its one request once answered: the server's message on
 * success (when it sent one), or why it failed (the refusal's message, or the failure's own).
 */

export interface MutationOutcome {
  ok: boolean;
  text: string;
}

/** The part of a useMutation result read here. */
interface AnsweredMutation {
  status: 'idle' | 'pending' | 'success' | 'error';
  data: { Message: string | null } | undefined;
  error: Error | null;
}

export function mutationOutcome({ status, data, error }: AnsweredMutation): MutationOutcome | null {
  if (status === 'success' && data?.Message) return { ok: true, text: data.Message };
  if (status === 'error' && error) return { ok: false, text: error.message };
  return null;
}

/**
 * Refusals of the file routes whose translated message names a value (a size, an offset, a
 * type), and the 415 status for content of the wrong type.
 */
import type { Language } from '../../../../src/protocol/envelope';
import { message, type MessageKey } from '../../../../src/protocol/messages';
import type { ApiRefusal, ReplyStatus } from '../../api/types';

/** 415 Unsupported Media Type: the file's content is not of an accepted type. */
export const UNSUPPORTED_MEDIA_TYPE = 415 satisfies ReplyStatus;

/** A refusal whose message has {placeholders}, with extra named objects (e.g. the Upload state). */
export function refuseWith(
  key: MessageKey,
  lang: Language,
  status: ReplyStatus,
  params: Record<string, string | number>,
  extra: Record<string, unknown> = {},
): ApiRefusal {
  const texts = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
  return { status, body: { Result: false, Message: message(key, lang, texts), ...extra } };
}

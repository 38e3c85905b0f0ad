/**
 * GET <base>api/files/attachment/:id and <base>api/files/photo/:id: an order's attachment and
 * photo as bytes (spec 3 §7.2, §3.6), streamed from the files store in chunks, with byte ranges,
 * so a 20 MB attachment costs the server a few chunks of memory rather than 27 MB of base64 JSON.
 *
 * The same session, role, module and order-scope rules as api/Attachment 21 and api/ImageFile 22
 * (whose JSON answers stay for existing callers): 401 without a live session, 403 where those
 * routes refuse the caller, 404 for an id outside the caller's scope or unknown (the same answer,
 * so an id's existence does not leak), 400 for a malformed id, 416 for a range beyond the file.
 */
import type { Context } from 'hono';
import { ActionId, toLanguage, type Language } from '../../../../src/protocol/envelope';
import { message, type MessageKey } from '../../../../src/protocol/messages';
import { INT4_MAX } from '../../../../src/protocol/bounds';
import {
  attachmentFileRef,
  photoFileRef,
  type FileRef,
} from '../../adapters/erp/embedded/attachments';
import type { OrderScope } from '../../adapters/erp';
import { accessRefusal } from '../../api/dispatcher';
import { routesOf } from '../../api/registry';
import { authenticate } from '../../api/session-first';
import { bearerToken } from '../../auth/session-token';
import type { AppDeps } from '../../deps';
import type { AppEnv } from '../../http/app-env';
import { orderScopeOf } from '../maintenance/scope';
import {
  contentDisposition,
  etagOf,
  parseRangeHeader,
  rangeHeaders,
  rangeStillValid,
  unsatisfiedRange,
} from './byte-ranges';

/** What one binary download is: the API route whose rules it shares, and how it finds its file. */
interface DownloadKind<TId> {
  /** The JSON route with the same access rules (role, modules, forced dialogs). */
  rulesOf: { name: string; actionId: number };
  notFound: MessageKey;
  parseId(raw: string): TId | null;
  find(deps: AppDeps, scope: OrderScope, id: TId): Promise<FileRef | null>;
  /** The name a save dialog offers when the file has none of its own. */
  fallbackName(id: TId): string;
}

const ATTACHMENT: DownloadKind<number> = {
  rulesOf: { name: 'Attachment', actionId: ActionId.View },
  notFound: 'attachmentNotFound',
  parseId: (raw) => {
    if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
    const id = Number(raw);
    return id <= INT4_MAX ? id : null;
  },
  find: (deps, scope, id) => attachmentFileRef(deps.db, scope, id),
  fallbackName: (id) => `adjunto-${id}`,
};

const PHOTO: DownloadKind<string> = {
  rulesOf: { name: 'ImageFile', actionId: ActionId.SpecialView },
  notFound: 'imageNotFound',
  // The ids of api/ImageFile 22: a device's ClientId or the ERP's (a UUID), URL-safe characters.
  parseId: (raw) => (/^[A-Za-z0-9._~-]{1,64}$/.test(raw) ? raw : null),
  find: (deps, scope, id) => photoFileRef(deps.db, scope, id),
  fallbackName: (id) => `${id}.jpg`,
};

/** A refusal in the API's envelope, its message in the caller's language. */
const refusal = (
  c: Context<AppEnv>,
  status: 400 | 401 | 404 | 416,
  key: MessageKey,
  lang: Language,
  params: Record<string, string> = {},
  headers: Record<string, string> = {},
) => c.json({ Result: false, Message: message(key, lang, params) }, status, headers);

function downloadHandler<TId>(deps: AppDeps, kind: DownloadKind<TId>) {
  const rules = routesOf(kind.rulesOf.name)?.get(kind.rulesOf.actionId);
  if (!rules) throw new Error(`no API route ${kind.rulesOf.name} ${kind.rulesOf.actionId}`);
  return async (c: Context<AppEnv>) => {
    const lang = toLanguage(c.req.header('accept-language'));
    const token = bearerToken(c.req.header('authorization'));
    const auth = await authenticate(deps, token, deps.now(), c.req.header('user-agent'));
    if (!auth) return refusal(c, 401, 'mainLoginErrorSessionExpired', lang);
    c.set('userId', auth.userId);
    // The rest of the JSON route's rules, as the dispatcher applies them (403).
    const denied = accessRefusal(rules, auth, lang);
    if (denied) return c.json(denied.body, denied.status);

    const id = kind.parseId(c.req.param('id') ?? '');
    if (id === null) return refusal(c, 400, 'malformedBody', lang, { field: 'id' });
    const scope = await orderScopeOf(deps.db, auth);
    const ref = await kind.find(deps, scope, id);
    if (!ref) return refusal(c, 404, kind.notFound, lang);

    const etag = etagOf(ref.sha256);
    const common = {
      'Content-Type': ref.mime,
      'Content-Disposition': contentDisposition(
        'attachment',
        ref.fileName ?? kind.fallbackName(id),
      ),
      ETag: etag,
    };
    const missing = () =>
      new Error(`${kind.rulesOf.name} ${String(id)}: content ${ref.sha256} missing`);
    if (c.req.method === 'HEAD') {
      const file = await deps.files.stat(ref.sha256);
      if (!file) throw missing();
      return c.body(null, 200, { ...common, ...rangeHeaders(file.size, null) });
    }

    const asked = parseRangeHeader(c.req.header('range'));
    const range = asked && rangeStillValid(c.req.header('if-range'), etag) ? asked : undefined;
    const opened = await deps.files.open(ref.sha256, range);
    if (!opened) throw missing();
    if (opened.kind === 'unsatisfiable') {
      const headers = unsatisfiedRange(opened.size);
      return refusal(c, 416, 'malformedBody', lang, { field: 'Range' }, headers);
    }
    return c.body(opened.stream, opened.range ? 206 : 200, {
      ...common,
      ...rangeHeaders(opened.size, opened.range),
    });
  };
}

/** The handlers of the two binary downloads, mounted by app.ts under <base>api/files/. */
export function fileDownloads(deps: AppDeps) {
  return {
    attachment: downloadHandler(deps, ATTACHMENT),
    photo: downloadHandler(deps, PHOTO),
  };
}

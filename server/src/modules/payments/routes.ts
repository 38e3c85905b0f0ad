/**
 * The payment calls (spec 2 §7 "Pending payments", "Payment attachment"):
 * PendingPayments (21) lists a partner's payment items waiting for a complement with what the
 * complement must carry and by when; PaymentAttachment (11) re-runs every rule of spec 2 §5
 * "Payment complement" on the PDF and XML sent and registers the complement exactly once (one per
 * UUID, the items of its payment covered); DemoPaymentComplement (21) issues a demo complement of
 * a pending payment while the embedded tax authority answers. Visualizar reads only.
 */
import { matchPaymentDocument, type PendingPayment } from '../../../../src/domain/cfdi';
import { invoicingWindowProblem, mexicoCityToday } from '../../../../src/domain/invoicing/window';
import { ActionId } from '../../../../src/protocol/envelope';
import { message } from '../../../../src/protocol/messages';
import {
  DemoPaymentComplementRequest,
  DemoPaymentComplementResponse,
  PaymentAttachmentRefusal,
  PaymentAttachmentRequest,
  PaymentAttachmentResponse,
  PendingPaymentsRequest,
  PendingPaymentsResponse,
} from '../../../../src/protocol/payments';
import { satConfigFrom } from '../../adapters/sat';
import { authOf, defineRoute, ok, refuse, type ApiRoute } from '../../api/types';
import { auditEvents } from '../../db/schema';
import { companyPortalFacts, invoicedCompany, judgeSentCfdi } from '../invoicing/send-checks';
import { isRefusal, readSentFiles } from '../invoicing/send-files';
import { cfdiLine, ruleRefusal, sendRefusal, type ResultLine } from '../invoicing/send-result';
import { portalOrigin } from '../account/outbox';
import { notifyComplementRefused } from '../notices/notify';
import {
  duplicateRefusal,
  INVOICE_SEND_MAX_BODY_BYTES,
  storeFiles,
  uuidOf,
} from '../invoicing/send-support';
import { assignedTaxIds } from '../supplier-invoicing/send-support';
import { demoComplementOf } from './demo-complement';
import { pendingItemOf } from './items';
import { PAYMENT_READERS, PAYMENT_SENDERS, partnerOf, paymentScope } from './scope';

const pendingPaymentsRoute = defineRoute({
  name: 'PendingPayments',
  actionId: ActionId.View,
  access: PAYMENT_READERS,
  request: PendingPaymentsRequest,
  response: PendingPaymentsResponse,
  handler: async (ctx) => {
    const { deps, lang } = ctx;
    const key = { bukrs: ctx.input.bukrs, lifnr: ctx.input.lifnr };
    const scoped = await paymentScope(deps.db, authOf(ctx), key, lang);
    if (!scoped.ok) return scoped.refusal;
    const today = mexicoCityToday(deps.now());
    const records = await deps.payments.pendingItems(scoped.value.scope, key);
    return ok({ List: records.map((r) => pendingItemOf(r, today)) });
  },
});

/** The pending items as the complement check reads them: UUID, payment year and AUGBL, installment. */
export const pendingForCheck = (items: ReturnType<typeof pendingItemOf>[]): PendingPayment[] =>
  items.map((p) => ({
    UUID: p.UUID,
    GJAHR: p.GJAHR,
    AUGBL: p.AUGBL,
    NumParcialidad: String(p.NumParcialidad),
  }));

const paymentAttachmentRoute = defineRoute({
  name: 'PaymentAttachment',
  actionId: ActionId.Insert,
  access: PAYMENT_SENDERS,
  request: PaymentAttachmentRequest,
  response: PaymentAttachmentResponse,
  refusal: PaymentAttachmentRefusal,
  handler: async (ctx) => {
    const { deps, lang } = ctx;
    const auth = authOf(ctx);
    const i = ctx.input;
    const key = { bukrs: i.bukrs, lifnr: i.lifnr };
    const scoped = await paymentScope(deps.db, auth, key, lang);
    if (!scoped.ok) return scoped.refusal;
    const { scope, party } = scoped.value;
    // PDF, then XML (spec 2 §5): each required, at most 3,000,000 bytes, a PDF by its content.
    const sent = await readSentFiles(
      { PDFBase64: i.pdfbase64, XMLBase64: i.xmlbase64, PDFABase64: '' },
      true,
      lang,
    );
    if (isRefusal(sent)) return sent;
    const company = await invoicedCompany(deps.db, key.bukrs);
    if (!company) return refuse('invoicingCompanyNotAssigned', lang, 403);
    const now = deps.now();
    const today = mexicoCityToday(now);
    const window = invoicingWindowProblem(today, company, party);
    if (window) return ruleRefusal(window, lang);
    const items = (await deps.payments.pendingItems(scope, key)).map((r) =>
      pendingItemOf(r, today),
    );
    // One complement per UUID: the same one again is a duplicate before anything else is asked.
    // Asked after the pending items are read: a concurrent send of the same complement that
    // registered in between took its items off the list, and is told as the duplicate it is
    // rather than as related documents that no longer match.
    if (await deps.payments.complementRegistered(i.uuid)) return duplicateRefusal(lang);
    if (items.length === 0)
      return sendRefusal([cfdiLine('portal.paymentUuids', { key: 'selectNoData' }, lang)]);
    // A complement judged and refused is told to the partner's users by mail, with the reasons
    // as the sender read them (in the sender's language), once per attempt.
    const refused = async (lines: readonly ResultLine[]) => {
      await notifyComplementRefused(
        deps.db,
        {
          ...key,
          uuid: i.uuid,
          attempt: ctx.requestId,
          reasons: () => lines.map((l) => l.MESSAGE),
        },
        portalOrigin(deps.env),
      );
      return sendRefusal(lines);
    };
    const partner = await partnerOf(deps.db, key.lifnr);
    const taxIds = await assignedTaxIds(deps.db, scope, key, partner?.rfc ?? '', company.tin);
    const pending = pendingForCheck(items);
    const chosen = { GJAHR: i.gjahr, AUGBL: i.belnr };
    const verdict = await judgeSentCfdi(
      deps,
      {
        xml: sent.xml ?? new Uint8Array(),
        ...key,
        today,
        portal: {
          // The company's fiscal data: a complement names its receiver as an invoice does.
          ...companyPortalFacts(company),
          role: party,
          document: 'paymentComplement',
          issuerTaxIds: taxIds.issuers,
          receiverTaxIds: taxIds.receivers,
          pendingPayments: pending,
          paymentDocument: chosen,
        },
      },
      lang,
    );
    if (!verdict.ok) return refused(verdict.lines);
    const uuid = uuidOf(verdict.data);
    if (uuid !== i.uuid)
      return refused([
        {
          TYPE: 'E',
          ID: 'paymentComplementIdMismatch',
          NUMBER: '',
          MESSAGE: message('paymentComplementIdMismatch', lang, { uuid: i.uuid, xml: uuid }),
        },
      ]);
    const match = matchPaymentDocument(verdict.data, pending, chosen);
    if (!match.ok)
      return refused([
        cfdiLine(
          'portal.paymentUuids',
          { key: 'errorPaymentComplementNotMatchUuid', detail: match.problems.join('; ') },
          lang,
        ),
      ]);
    const files = await storeFiles(deps, { pdf: sent.pdf, xml: sent.xml, annex: null });
    const xblnr = verdict.data.Factura ?? i.xblnr;
    const result = await deps.payments.registerComplement(
      scope,
      {
        ...key,
        uuid,
        xblnr,
        augbl: match.AUGBL,
        gjahr: match.GJAHR,
        uuids: match.items.map((m) => m.UUID),
        files: { pdf: files.pdf ?? null, xml: files.xml ?? null },
        registeredBy: auth.userId,
      },
      {
        alongside: async (tx) => {
          await tx.insert(auditEvents).values({
            actionId: ActionId.Insert,
            resource: 'PaymentAttachment',
            userId: auth.userId,
            userDisplayName: auth.userDisplayName,
            target: `${key.bukrs} ${match.AUGBL}/${match.GJAHR}`,
            detail: { ...key, uuid, xblnr, augbl: match.AUGBL, gjahr: match.GJAHR },
            date: now,
          });
        },
      },
    );
    if (result.kind === 'duplicateId') return duplicateRefusal(lang);
    if (result.kind === 'notMatching')
      return refused([
        cfdiLine(
          'portal.paymentUuids',
          { key: 'errorPaymentComplementNotMatchUuid', detail: `${match.GJAHR}/${match.AUGBL}` },
          lang,
        ),
      ]);
    return ok({
      Message: message('paymentComplementRegistered', lang, { uuid }),
      UUID: uuid,
      AUGBL: match.AUGBL,
      GJAHR: match.GJAHR,
      List: result.covered.map((r) => pendingItemOf(r, today)),
    });
  },
});

const demoPaymentComplementRoute = defineRoute({
  name: 'DemoPaymentComplement',
  actionId: ActionId.View,
  access: PAYMENT_SENDERS,
  request: DemoPaymentComplementRequest,
  response: DemoPaymentComplementResponse,
  refusal: PaymentAttachmentRefusal,
  handler: async (ctx) => {
    const { deps, lang } = ctx;
    if (satConfigFrom(deps.env).mode !== 'embedded') return refuse('notFound', lang, 404);
    const i = ctx.input;
    const key = { bukrs: i.bukrs, lifnr: i.lifnr };
    const scoped = await paymentScope(deps.db, authOf(ctx), key, lang);
    if (!scoped.ok) return scoped.refusal;
    const company = await invoicedCompany(deps.db, key.bukrs);
    const partner = await partnerOf(deps.db, key.lifnr);
    if (!company || !partner) return refuse('invoicingCompanyNotAssigned', lang, 403);
    const items = (await deps.payments.pendingItems(scoped.value.scope, key)).filter(
      (r) => r.augbl === i.augbl && r.gjahr === i.gjahr,
    );
    if (items.length === 0)
      return {
        status: 404,
        body: {
          Result: false,
          Message: message('paymentNotFound', lang, { augbl: i.augbl, gjahr: i.gjahr }),
        },
      };
    const demo = await demoComplementOf(deps.db, {
      items,
      issuer: partner,
      party: scoped.value.party,
      company,
      now: deps.now(),
    });
    return ok({
      XMLBase64: Buffer.from(demo.xml, 'utf8').toString('base64'),
      PDFBase64: Buffer.from(demo.pdf).toString('base64'),
      UUID: demo.uuid,
      XBLNR: demo.xblnr,
    });
  },
});

export const paymentRoutes: ApiRoute[] = [
  pendingPaymentsRoute,
  paymentAttachmentRoute,
  demoPaymentComplementRoute,
];

/** PaymentAttachment carries a PDF and an XML of up to 3,000,000 bytes each as base64. */
export const paymentLargeBodyRoutes = [
  {
    name: paymentAttachmentRoute.name,
    actionId: paymentAttachmentRoute.actionId,
    maxBytes: INVOICE_SEND_MAX_BODY_BYTES,
  },
];

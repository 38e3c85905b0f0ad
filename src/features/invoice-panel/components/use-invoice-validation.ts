/**
 * Runs one attempt of the electronic flow's validations (spec 2 §4, §5) through the validation-item
 * state machine: every item loading, then the document groups, the seal and the portal rules from
 * the CFDI engine (loaded on first use, never with the sign-in page) and the tax authority's four
 * answers from the server, each item settling as its answer comes. The transition that says
 * `send` calls `onReady` exactly once per attempt; a file change starts over (a late answer of an
 * earlier attempt is dropped).
 */
import { useCallback, useRef, useState } from 'react';
import type { CfdiData } from '../../../domain/cfdi/extract';
import { cfdiMessage } from '../../../domain/cfdi/messages';
import type { PortalContextInput } from '../../../domain/cfdi/checks/portal/context';
import {
  KNOWN_CERTIFIER_RFC,
  satChecks,
  type SatAnswers,
  type SatFlow,
} from '../../../domain/cfdi/checks/sat';
import {
  initialValidation,
  reduceValidation,
  type ValidationEvent,
  type ValidationState,
} from '../../../domain/cfdi/validation-items';
import {
  askBlacklist,
  askDuplicate,
  askReception,
  askServerChecks,
  askStatus,
  withServerChecks,
} from '../api/sat-answers';
import {
  DOCUMENT_GROUPS,
  groupResult,
  validationItemsOf,
  type InvoiceFlow,
  type ItemId,
  type SatItem,
  type TranslatedCheck,
} from '../lib/items';

export interface ValidationInput {
  bytes: Uint8Array;
  xmlBase64: string;
  data: CfdiData;
  portal: PortalContextInput;
  bukrs: string;
  lifnr: string;
  today: string;
  lang: 'es' | 'en';
  /** "n checks passed" in the UI language. */
  passedText: (count: number) => string;
}

/** What one attempt found, for the validation report. */
export interface AttemptRecord {
  time: Date;
  checks: TranslatedCheck[];
  sat: Partial<Record<SatItem, unknown>>;
}

const loadEngine = () => import('../../../domain/cfdi');

export function useInvoiceValidation(flow: InvoiceFlow) {
  const initial = () => initialValidation(validationItemsOf(flow));
  const [state, setState] = useState<ValidationState>(initial);
  const stateRef = useRef(state);
  const attemptRef = useRef(0);
  const onReadyRef = useRef<() => void>(() => undefined);

  const dispatch = useCallback((event: ValidationEvent) => {
    const transition = reduceValidation(stateRef.current, event);
    stateRef.current = transition.state;
    setState(transition.state);
    // Outside any React updater, so the send happens once even where React renders twice.
    if (transition.send) onReadyRef.current();
  }, []);

  /** A file changed: every item back to pending, the send allowed again, late answers dropped. */
  const reset = useCallback(() => {
    attemptRef.current++;
    dispatch({ type: 'fileChanged' });
  }, [dispatch]);

  const run = useCallback(
    async (input: ValidationInput, onReady: () => void): Promise<AttemptRecord> => {
      if (stateRef.current.sent) reset();
      const attempt = ++attemptRef.current;
      const live = () => attemptRef.current === attempt;
      onReadyRef.current = () => {
        if (live()) onReady();
      };
      const record: AttemptRecord = { time: new Date(), checks: [], sat: {} };
      dispatch({ type: 'start' });
      const counted = stateRef.current.items.filter((i) => i.status !== 'exclude');
      for (const item of counted) dispatch({ type: 'loading', id: item.id });
      const runs = new Set(counted.map((i) => i.id as ItemId));
      const settle = (
        id: ItemId,
        status: 'success' | 'warning' | 'error' | 'exclude',
        message: string,
      ) => {
        if (live() && runs.has(id)) dispatch({ type: 'result', id, status, message });
      };

      // What only the server can judge (the SAT's authorities, the stamp's certifier certificate,
      // revocation, the product-key and postal-code catalogues), asked while the engine runs here.
      const server = askServerChecks(input.xmlBase64);
      const document = (async () => {
        const engine = await loadEngine();
        const validation = await engine.validateCfdiWithSeal(input.bytes, {
          today: input.today,
          lang: input.lang,
          portal: engine.portalContext(input.portal),
        });
        const judged = withServerChecks(validation.checks, await server);
        record.checks = judged.filter((c) => c.group !== 'sat');
        for (const group of DOCUMENT_GROUPS) {
          const r = groupResult(judged, group);
          const message = r.status === 'success' ? input.passedText(r.ran) : r.message;
          settle(group, r.status, message);
        }
      })();

      const satFlow: SatFlow = {
        document: flow === 'payment' ? 'paymentComplement' : 'invoice',
        variableFlow: flow === 'mt',
      };
      const { data } = input;
      const judge = async <T>(
        id: SatItem,
        ask: () => Promise<T>,
        answersOf: (answer: T) => SatAnswers,
      ) => {
        if (!runs.has(id)) return;
        const answer = await ask();
        record.sat[id] = answer;
        const outcome = satChecks(data, answersOf(answer), satFlow).find((o) => o.id === id);
        if (outcome) {
          const text = cfdiMessage(outcome.message, input.lang);
          record.checks.push({ id, group: 'sat', status: outcome.status, message: text });
          settle(id, outcome.status, text);
        }
      };
      const uuid = data.idFactura ?? '';
      const issuer = data.nifEmisor ?? '';
      const certifier = (data.xmlRfcProvCertif ?? '').trim().toUpperCase();
      const sat = [
        judge(
          'sat.duplicateId',
          () =>
            askDuplicate(
              input.bukrs,
              input.lifnr,
              uuid,
              flow === 'receipts' ? 'InvoiceValidateIDReceipt' : 'InvoiceValidateID',
            ),
          (duplicate) => ({ duplicate }),
        ),
        judge(
          'sat.blacklist',
          () => askBlacklist(issuer),
          (blacklist) => ({ blacklist }),
        ),
        judge(
          'sat.status',
          () =>
            askStatus({ issuer, receiver: data.nifReceptor ?? '', total: data.total ?? '', uuid }),
          (status) => ({ status }),
        ),
        // A CFDI of the known certifier skips reception (spec 2 §5): nothing is asked. Only when
        // the server verified its stamp's seal: anyone can write RfcProvCertif="SAT970701NN3".
        server.then(async (answer) => {
          const verified = 'unavailable' in answer ? null : answer.stampCertifierRfc;
          if (certifier === KNOWN_CERTIFIER_RFC && verified === KNOWN_CERTIFIER_RFC)
            settle('sat.reception', 'exclude', '');
          else
            await judge(
              'sat.reception',
              () => askReception(input.xmlBase64),
              (reception) => ({ reception, stampCertifierRfc: verified }),
            );
        }),
      ];
      const outcomes = await Promise.allSettled([document, ...sat]);
      // A part that could not run at all (the engine's chunk not loaded offline) leaves its items
      // unsettled: the attempt is cancelled and the button comes back.
      if (live() && outcomes.some((o) => o.status === 'rejected')) dispatch({ type: 'cancel' });
      return record;
    },
    [dispatch, flow, reset],
  );

  /** The items as they are now (a callback's closure may hold an older render's). */
  const current = useCallback(() => stateRef.current, []);

  return { state, run, reset, current };
}

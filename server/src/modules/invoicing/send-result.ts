/**
 * The answers of a refused send (spec 2 §8): Result false, the first error's text in Message and
 * every error as a numbered line in Errors — a CFDI check's message exactly as the page's
 * validation item shows it, a rule's text, or the ERP's message (M8 535 with its own text).
 */
import type { CfdiEvaluation } from '../../../../src/domain/cfdi';
import { cfdiMessage, type MessageRef } from '../../../../src/domain/cfdi/messages';
import { invoicingMessage, type RuleProblem } from '../../../../src/domain/invoicing/messages';
import { erpResultIdOf, type SendResultLine } from '../../../../src/domain/invoicing/send';
import type { Language } from '../../../../src/protocol/envelope';
import type { ApiRefusal, ReplyStatus } from '../../api/types';

export type ResultLine = Omit<SendResultLine, 'LINE'>;

/** The refusal of a send with these errors, numbered from 1. */
export function sendRefusal(lines: readonly ResultLine[], status: ReplyStatus = 200): ApiRefusal {
  const errors = lines.map((line, n) => ({ LINE: n + 1, ...line }));
  return {
    status,
    body: { Result: false, Message: errors[0]?.MESSAGE ?? '', Errors: errors },
  };
}

/** A rule's problem as a result line (the ERP's class and number when it is one of its own). */
export function ruleLine(problem: RuleProblem, lang: Language): ResultLine {
  const erp = erpResultIdOf(problem.key);
  return {
    TYPE: 'E',
    ID: erp?.ID ?? problem.key,
    NUMBER: erp?.NUMBER ?? '',
    MESSAGE: invoicingMessage(problem, lang),
  };
}

/** A CFDI engine message (the texts of the validation items) as a result line. */
export function cfdiLine(id: string, message: MessageRef, lang: Language): ResultLine {
  return { TYPE: 'E', ID: id, NUMBER: '', MESSAGE: cfdiMessage(message, lang) };
}

/**
 * What the page says of a CFDI that cannot be sent, in its order: the load step's messages
 * (xmlYear alone, each missing field, xmlFechaTimbrado: spec 2 §5 "XML parsing", in every flow),
 * then every check that failed as its validation item says it, each text once. A file that could
 * not be read as a CFDI says msjDefaultXmlFile first, with why.
 */
export function cfdiErrorLines(evaluation: CfdiEvaluation, lang: Language): ResultLine[] {
  const unread = evaluation.data === null;
  const load = unread ? [] : evaluation.loadMessages.map((m) => cfdiLine('xml.load', m, lang));
  const checks = evaluation.outcomes
    .filter((o) => o.status === 'error')
    .map((o) => {
      const wrap = unread && o.message.key !== 'msjDefaultXmlFile';
      const message: MessageRef = wrap
        ? { key: 'msjDefaultXmlFile', then: [o.message] }
        : o.message;
      return cfdiLine(o.id, message, lang);
    });
  const seen = new Set<string>();
  return [...load, ...checks].filter((line) => {
    if (seen.has(line.MESSAGE)) return false;
    seen.add(line.MESSAGE);
    return true;
  });
}

/** A refusal of one rule's problem. */
export function ruleRefusal(problem: RuleProblem, lang: Language, status: ReplyStatus = 200) {
  return sendRefusal([ruleLine(problem, lang)], status);
}

/** The text of a lessor rule's verdict (src/domain/invoicing) in the page's language. */
import { useTranslation } from 'react-i18next';
import { invoicingMessage, type RuleProblem } from '../../../domain/invoicing';

export function useRuleMessage(): (problem: RuleProblem) => string {
  const { i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'es';
  return (problem) => invoicingMessage(problem, language);
}

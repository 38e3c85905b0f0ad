import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { animationsDone } from './support';

/** The rules every screen is checked against: WCAG 2.1, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The selector of an open dialog: what lies under its backdrop is judged on its own. */
export const OPEN_DIALOG = '[role="dialog"]';

/**
 * axe's violations on the page, or inside `include`, as "rule: targets" lines. Dialogs that are
 * still opening are let finish first (their fade would lower every colour's contrast); endless
 * animations (spinners) are not waited for.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  await animationsDone(page);
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  expect(await axeViolations(page, include)).toEqual([]);
}

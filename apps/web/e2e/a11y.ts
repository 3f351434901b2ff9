import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { animationsSettled } from './helpers';

/** The WCAG 2.0 and 2.1 level A and AA rules. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe-core on the page once its transitions have ended (axe reads colours as drawn: a drawer
 * still fading in fails a contrast it does not have) and fails with every violation listed (rule,
 * impact, first targets). `within` limits the check to one part of the page (a CSS selector), for
 * walks that have already checked the rest of it.
 */
export async function expectNoViolations(page: Page, screen: string, within?: string): Promise<void> {
  await animationsSettled(page);
  const axe = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(WCAG_TAGS);
  const { violations } = await (within ? axe.include(within) : axe).analyze();
  const found = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes.length}× e.g. ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
  expect(found, `${screen}: WCAG A/AA violations`).toEqual([]);
}

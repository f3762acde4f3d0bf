import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * No serious or critical accessibility violation on the page as a reader sees it. A toast or a
 * dialog still fading in is half transparent for a moment, and axe would judge that moment's
 * contrast, so the scan waits for finite animations and transitions to end (a spinner's endless
 * one is left running).
 *
 * `labelInName` also runs axe's label-content-name-mismatch (WCAG 2.5.3, Label in Name), which axe
 * ships switched off as experimental: a control whose accessible name does not contain the words it
 * shows cannot be found by someone who speaks what they see. The calendar's scans turn it on, since
 * its shift blocks carry long names of their own.
 */
export async function expectNoSeriousViolations(page: Page, { labelInName = false } = {}) {
  await page.waitForFunction(
    () =>
      // A toast starts its fade-in only once marked mounted, a frame after it appears.
      document.querySelectorAll('[data-sonner-toast][data-mounted="false"]').length === 0 &&
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
        ),
  );
  const builder = new AxeBuilder({ page });
  if (labelInName) builder.options({ rules: { 'label-content-name-mismatch': { enabled: true } } });
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`).join(', ')})`,
    );
  expect(serious).toEqual([]);
}

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
  let serious = await seriousViolations(page, labelInName);
  // A toast that times out while axe reads the page fades over what lies behind it (a dialog's
  // overlay), and axe judges that half-transparent moment (a CI run met 1.95 that way). What is
  // still wrong once the page is at rest again is real.
  if (serious.length > 0) serious = await seriousViolations(page, labelInName);
  expect(serious).toEqual([]);
}

async function seriousViolations(page: Page, labelInName: boolean) {
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
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`).join(', ')})`,
    );
}

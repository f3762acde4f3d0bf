import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * No serious or critical accessibility violation on the page as a reader sees it. A toast or a
 * dialog still fading in is half transparent for a moment, and axe would judge that moment's
 * contrast, so the scan waits for finite animations and transitions to end (a spinner's endless
 * one is left running).
 */
export async function expectNoSeriousViolations(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`).join(', ')})`,
    );
  expect(serious).toEqual([]);
}

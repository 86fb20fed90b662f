import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const BLOCKING = new Set(['serious', 'critical']);
/** Regions whose every change a screen reader reads out. */
const LIVE_REGIONS = '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]';

/**
 * Runs axe on the page as it stands (open modals and menus included), once its transitions have ended (a modal
 * fading in would measure pale colours), with the pointer parked in the corner (a layout change under it would start a
 * hover transition while axe measures), and fails with a readable list of every serious or critical violation:
 * rule, what it asks, and the selectors of the elements that break it.
 */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const blocking = violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) =>
      [
        `${violation.id} (${violation.impact}): ${violation.help}`,
        ...violation.nodes.map((node) => `  ${node.target.join(' ')}`),
      ].join('\n'),
    );
  const { pathname, search } = new URL(page.url());
  expect(blocking.join('\n'), `axe on ${pathname}${search} at ${page.viewportSize()?.width} px`).toBe('');
}

/** Fails if the element sits in a live region: a ticking text there would be read out at every tick. */
export async function expectOutsideLiveRegions(element: Locator): Promise<void> {
  const region = await element.evaluate((el, selector) => el.closest(selector)?.outerHTML ?? null, LIVE_REGIONS);
  expect(region).toBeNull();
}

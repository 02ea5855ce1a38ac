import { resolve } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

// Wherever playwright is started from, screenshots land in e2e/artifacts/screens.
const SCREENS = resolve(import.meta.dirname, '../artifacts/screens');

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/sign_in');
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード').fill(password);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
}

/** Types `value` into a form field and leaves it: what makes the form say what is wrong with it. */
export async function enterAndLeave(field: Locator, value: string) {
  await field.fill(value);
  await field.blur();
}

/** The page fits the phone: nothing wider than the viewport. */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

export async function shot(page: Page, name: string) {
  const project = (page.viewportSize()?.width ?? 0) + 'px';
  await page.screenshot({ path: `${SCREENS}/${name}-${project}.png`, fullPage: true });
}

/**
 * What sticks out of the viewport sideways, element or text, and is not clipped by a scrolling or
 * clipping box of its own: `body { overflow-x: hidden }` would otherwise hide it from scrollWidth.
 */
export async function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const outside = (r: DOMRect) => r.width > 0 && r.height > 0 && (r.right > vw + 0.5 || r.left < -0.5);
    const clippedInside = (el: Element | null) => {
      for (let a = el; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflowX === 'visible') continue;
        const r = a.getBoundingClientRect();
        if (r.right <= vw + 0.5 && r.left >= -0.5) return true;
      }
      return false;
    };
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? '.' + el.className.split(' ')[0] : ''}: ${(el.textContent ?? '').trim().slice(0, 40)}`;
    const found: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      if (el.closest('[aria-hidden="true"]')) continue;
      if (outside(el.getBoundingClientRect()) && !clippedInside(el.parentElement)) found.push(describe(el));
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const parent = node.parentElement;
      if (parent && outside(range.getBoundingClientRect()) && !clippedInside(parent))
        found.push(`text: ${node.textContent.trim().slice(0, 40)}`);
    }
    return found;
  });
}

/**
 * axe's WCAG 2.x A and AA rules on what the page shows now: a serious or critical violation fails,
 * with each rule, its impact and the first elements it names. (Moderate and minor ones, such as
 * content outside landmarks, are left to review.)
 */
export async function expectAccessible(page: Page, name: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
  expect(blocking, `${name}: axe`).toEqual([]);
}

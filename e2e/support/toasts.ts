import { expect, test as base, type Page } from '@playwright/test';

// A toast hides after 3 seconds (spec section 9). On a loaded host the next assertion can come later
// than that, after the toast has gone though the fan saw it. So every page of these tests records
// each toast as it appears, and a journey asserts on the record, which stays.

interface Shown {
  kind: string;
  text: string;
}

declare global {
  interface Window {
    __toasts?: Shown[];
  }
}

/** Playwright's `test`, whose page records every toast it shows (window.__toasts). */
export const test = base.extend({
  page: async ({ page }, use) => {
    await page.addInitScript(() => {
      const shown: Shown[] = (window.__toasts = []);
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of Array.from(record.addedNodes)) {
            if (!(node instanceof Element)) continue;
            const toasts = node.matches('[data-kind]')
              ? [node]
              : Array.from(node.querySelectorAll('[data-kind]'));
            for (const t of toasts)
              shown.push({ kind: t.getAttribute('data-kind') ?? '', text: t.textContent ?? '' });
          }
      }).observe(document, { childList: true, subtree: true });
    });
    await use(page);
  },
});

/**
 * The page showed this toast since it was loaded (green `success` or red `error`). The toast is
 * taken off the record, so asserting the same message twice needs it shown twice.
 */
export async function expectToast(page: Page, text: string, kind: 'success' | 'error' = 'success') {
  await expect
    .poll(
      () =>
        page.evaluate(
          ([k, t]) => {
            const shown = window.__toasts ?? [];
            const i = shown.findIndex((s) => s.kind === k && s.text === t);
            if (i >= 0) shown.splice(i, 1);
            return i >= 0;
          },
          [kind, text] as const,
        ),
      { message: `toast 「${text}」 (${kind})` },
    )
    .toBe(true);
}

/** No red toast since the page was loaded, even one already hidden again. */
export async function expectNoErrorToast(page: Page) {
  expect(await page.evaluate(() => (window.__toasts ?? []).filter((s) => s.kind === 'error'))).toEqual([]);
}

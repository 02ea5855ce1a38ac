import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../support/toasts';
import { fillCardForm, freshFanWithVisa, VISA } from '../support/card-flow';
import { expectAccessible, shot } from '../support/ui';

// The fan app's dialogs (the shared @fan/web-kit/dialog) used with the keyboard only: opened with
// Enter, Tab cycling inside, Escape closing, focus back on the button that opened it; axe finds no
// serious violation while one is open.

/** Tabs from the top of the page until `target` has focus (as a keyboard user gets there). */
async function tabTo(page: Page, target: Locator) {
  await page.locator('body').focus();
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error('Tab never reached the button');
}

const focusedInside = (dialog: Locator) => dialog.evaluate((el) => el.contains(document.activeElement));
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

test('the card delete dialog works with the keyboard alone and passes axe', async ({ page }) => {
  await freshFanWithVisa(page);
  const opener = page.getByRole('button', { name: '削除する' });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'クレジットカードを削除しますか？' });
  await expect(dialog).toBeVisible();
  expect(await focusedInside(dialog)).toBe(true);
  await expectAccessible(page, 'card delete dialog');
  await shot(page, 'dialogs-keyboard-delete');

  // Tab and Shift+Tab cycle between the dialog's two buttons, never reaching the page behind it.
  const seen: string[] = [await focusedName(page)];
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    expect(await focusedInside(dialog)).toBe(true);
    seen.push(await focusedName(page));
  }
  expect(seen).toEqual(['削除する', 'キャンセル', '削除する', 'キャンセル', '削除する']);
  await page.keyboard.press('Shift+Tab');
  expect(await focusedName(page)).toBe('キャンセル');
  expect(await focusedInside(dialog)).toBe(true);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  await expect(page.getByText('•••• 4242')).toBeVisible(); // Escape deleted nothing

  // Enter on キャンセル closes it the same way.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('the card registration dialog works with the keyboard alone and passes axe', async ({ page }) => {
  await freshFanWithVisa(page);
  const opener = page.getByRole('link', { name: '別のカードを登録する' });
  await opener.click();
  await expect(page).toHaveURL(/\/payments\/card\/form$/);
  await fillCardForm(page, VISA, 'keyboard@example.com');
  const submit = page.getByRole('button', { name: '登録する' });
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '登録できるクレジットカードは1枚のみです。' });
  await expect(dialog).toBeVisible();
  expect(await focusedInside(dialog)).toBe(true);
  await expectAccessible(page, 'card overwrite dialog');
  await shot(page, 'dialogs-keyboard-overwrite');
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Tab');
    expect(await focusedInside(dialog)).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(submit).toBeFocused();
});

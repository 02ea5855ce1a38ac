// Buying a point package with a saved card: the shared steps of the card purchase journeys.
import { expect, type Page } from '@playwright/test';
import { openCardDetails, submitCard, type TestCard } from './card-flow.ts';
import { choosePackage, openPoints } from './points-flow.ts';

/** The sandbox's Stripe.js stand-in shows its 3-D Secure challenge in a modal iframe. */
export async function completeChallenge(page: Page) {
  await expect(page.getByRole('dialog', { name: '3D セキュア認証' })).toBeVisible();
  await page
    .frameLocator('iframe[title="3D セキュア認証"]')
    .getByRole('button', { name: '認証を完了する' })
    .click();
}

export async function saveCard(page: Page, card: TestCard, email: string, challenge = false) {
  await page.goto('/home');
  await openCardDetails(page);
  await submitCard(page, card, email);
  if (challenge) await completeChallenge(page);
  await expect(page.getByText('クレジットカード情報を登録しました。')).toBeVisible();
}

/** /points -> 1,000pt package -> card -> 次へ -> the pay confirmation; presses 支払う. */
export async function payThousandByCard(page: Page, last4: string) {
  await openPoints(page);
  await choosePackage(page, '1,000pt', '¥1,200');
  await expect(page.getByRole('radio', { name: 'クレジットカード' })).toBeChecked();
  await expect(page.getByText('¥1,200').last()).toBeVisible();
  await page.getByRole('button', { name: '次へ' }).click();
  await expect(page.getByText(`末尾 ${last4} のカードで支払いますか？`)).toBeVisible();
  // The final confirmation's terms stand before the pay button (特定商取引法 第12条の6).
  await expect(page.getByRole('region', { name: 'ご購入前にご確認ください' })).toContainText(
    '購入後のキャンセル・返品・払い戻しはできません',
  );
  await page.getByRole('button', { name: '支払う' }).click();
}

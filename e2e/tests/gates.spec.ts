import { expect, test } from '@playwright/test';
import { createFan, DEMO, endMaintenance, startMaintenance } from '../support/system';
import { shot, signIn } from '../support/ui';

test.afterEach(async () => {
  await endMaintenance();
});

test('during maintenance every guarded screen goes to /maintenance; afterwards it goes home', async ({
  page,
}) => {
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/home$/);

  const end = await startMaintenance(90);
  const endText = new Intl.DateTimeFormat('ja-JP', {
    timeZone: 'Asia/Tokyo',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(end);
  for (const path of ['/home', '/terms_and_conditions']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/maintenance$/);
  }
  await expect(page.getByText(endText)).toBeVisible();
  await shot(page, 'maintenance');

  await endMaintenance();
  await page.goto('/maintenance');
  await expect(page).toHaveURL(/\/home$/);
});

test('a fan who has not approved the latest terms is sent to them; agreeing reaches home', async ({
  page,
}) => {
  const fan = await createFan();
  await signIn(page, fan.email, fan.password);
  await expect(page).toHaveURL(/\/terms_and_conditions$/);
  await expect(page.getByText('第1条')).toBeVisible();
  await shot(page, 'terms');
  await page.getByRole('button', { name: '同意する' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.reload();
  await expect(page).toHaveURL(/\/home$/);
});

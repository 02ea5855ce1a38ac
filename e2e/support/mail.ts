import { expect, type Page } from '@playwright/test';
import { shot } from './ui.ts';

// The product's own mail as a fan receives it: the local inbox `npm start` runs (packages/mail-inbox),
// which the API's outbox sends to over SMTP every few seconds.
export const MAIL_INBOX = `http://127.0.0.1:${process.env.MAIL_INBOX_PORT ?? 12112}`;

export interface Mail {
  subject: string;
  text: string;
}

export async function mailsTo(email: string): Promise<Mail[]> {
  const answer = await fetch(`${MAIL_INBOX}/messages.json?to=${encodeURIComponent(email)}`);
  return (await answer.json()) as Mail[];
}

/** Waits until a mail with this subject has reached the fan (the sender runs every few seconds). */
export async function waitForMail(email: string, subject: string, count = 1): Promise<Mail> {
  let found: Mail[] = [];
  await expect
    .poll(
      async () => {
        found = (await mailsTo(email)).filter((m) => m.subject === subject);
        return found.length;
      },
      { timeout: 30_000, message: `mail 「${subject}」 to ${email}` },
    )
    .toBeGreaterThanOrEqual(count);
  return found[count - 1]!;
}

/** The local inbox as the fan reads it (newest first), screenshot at the page's width. */
export async function shotInbox(page: Page, email: string, name: string) {
  const inbox = await page.context().newPage();
  await inbox.setViewportSize(page.viewportSize() ?? { width: 375, height: 667 });
  await inbox.goto(`${MAIL_INBOX}/?to=${encodeURIComponent(email)}`);
  await shot(inbox, name);
  await inbox.close();
}

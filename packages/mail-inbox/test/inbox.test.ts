import { afterAll, beforeAll, expect, it } from 'vitest';
import nodemailer from 'nodemailer';
import { startMailInbox, type MailInbox } from '../src/index.ts';

let inbox: MailInbox;
beforeAll(async () => {
  inbox = await startMailInbox({ smtpPort: 0, httpPort: 0 });
});
afterAll(() => inbox.close());

it('receives over SMTP and shows the message on its page (Japanese, escaped) and as JSON', async () => {
  const transport = nodemailer.createTransport(inbox.smtpUrl);
  await transport.sendMail({
    from: 'VFan <no-reply@fan.example>',
    to: 'Fan@Example.com',
    subject: '【VFan】お知らせ <b>',
    text: 'ご利用ありがとうございます。\n2行目',
    messageId: '<row-1@fan.example>',
  });
  const [message] = await inbox.waitFor(1, { to: 'fan@example.com' });
  expect(message).toMatchObject({
    to: ['fan@example.com'],
    subject: '【VFan】お知らせ <b>',
    text: 'ご利用ありがとうございます。\n2行目',
    messageId: '<row-1@fan.example>',
  });
  const page = await (await fetch(inbox.url)).text();
  expect(page).toContain('【VFan】お知らせ &lt;b&gt;');
  expect(page).toContain('ご利用ありがとうございます。\n2行目');
  const json = (await (await fetch(`${inbox.url}messages.json?to=fan@example.com`)).json()) as unknown[];
  expect(json).toHaveLength(1);
  expect(await (await fetch(`${inbox.url}messages.json?to=other@example.com`)).json()).toEqual([]);
});

it('refuses with the code it is told to, then accepts again', async () => {
  const transport = nodemailer.createTransport(inbox.smtpUrl);
  inbox.refuse(451);
  await expect(
    transport.sendMail({ from: 'a@fan.example', to: 'b@example.com', subject: 's', text: 't' }),
  ).rejects.toMatchObject({ responseCode: 451 });
  inbox.refuse(null);
  await transport.sendMail({ from: 'a@fan.example', to: 'b@example.com', subject: 's', text: 't' });
  expect(inbox.messages('b@example.com')).toHaveLength(1);
});

import { startMailInbox } from './index.ts';

// `tsx packages/mail-inbox/src/cli.ts` — npm start's local inbox when SMTP_URL is not set.
const env = process.env;
const inbox = await startMailInbox({
  host: env.MAIL_INBOX_HOST ?? '127.0.0.1',
  smtpPort: Number(env.MAIL_INBOX_SMTP_PORT ?? 1025),
  httpPort: Number(env.MAIL_INBOX_PORT ?? 12112),
  dataFile: env.MAIL_INBOX_DATA_FILE ?? './data/mail-inbox.jsonl',
});
console.log(`mail-inbox: SMTP ${inbox.smtpUrl}, page ${inbox.url}`);

let closing = false;
const shutdown = () => {
  if (closing) return;
  closing = true;
  void inbox.close().then(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

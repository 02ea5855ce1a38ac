/** One message as the inbox received it over SMTP, parsed as a mail program would show it. */
export interface InboxMessage {
  /** Order of arrival, from 1. */
  seq: number;
  receivedAt: string;
  messageId: string | null;
  from: string;
  /** The envelope's recipients (RCPT TO), lower-cased. */
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  contentType: string;
}

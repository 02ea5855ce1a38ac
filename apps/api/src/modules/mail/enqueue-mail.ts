import type { Queryable } from '../../db/db';
import { insertMail } from './outbox.repository';
import type { MailTemplateName, MailData } from './templates';

export interface MailDraft<T extends MailTemplateName = MailTemplateName> {
  /** What caused it, unique: e.g. `point-purchase-paid:<payment intent id>`. */
  cause: string;
  to: string;
  template: T;
  data: MailData<T>;
  projectId?: string | null;
}

/**
 * Writes a mail into the outbox inside the caller's transaction (the one that records its cause),
 * once per cause. true when this call wrote it. The sender delivers it later.
 */
export function enqueueMail<T extends MailTemplateName>(tx: Queryable, mail: MailDraft<T>): Promise<boolean> {
  return insertMail(tx, {
    causeKey: mail.cause,
    projectId: mail.projectId ?? null,
    to: mail.to,
    template: mail.template,
    data: mail.data,
  });
}

/**
 * enqueueMail to a listener's verified identity e-mail (the Firebase address last seen on a verified
 * token, decision 049); false, and nothing written, when the listener has none.
 */
export async function enqueueMailToListener<T extends MailTemplateName>(
  tx: Queryable,
  listenerId: number,
  mail: Omit<MailDraft<T>, 'to' | 'projectId'>,
): Promise<boolean> {
  const rows = await tx.query<{ identity_email: string | null; project_id: string }>(
    'SELECT identity_email, project_id FROM listeners WHERE id = $1',
    [listenerId],
  );
  const to = rows[0]?.identity_email;
  if (!to) return false;
  return enqueueMail(tx, { ...mail, to, projectId: rows[0]!.project_id } as MailDraft<T>);
}

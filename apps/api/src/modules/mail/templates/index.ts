import type { MailContext, RenderedMail } from './mail-format';
import { pointPurchasePaid } from './point-purchase-paid';
import { konbiniNumberIssued } from './konbini-number-issued';
import { konbiniReminder } from './konbini-reminder';
import { konbiniExpired } from './konbini-expired';
import { membershipPaid } from './membership-paid';
import { membershipCanceled } from './membership-canceled';
import { membershipResumed } from './membership-resumed';
import { membershipPlanChanged } from './membership-plan-changed';
import { renewalReminder } from './renewal-reminder';
import { accountDeleted } from './account-deleted';

/** Every mail the product sends, by the name an outbox row carries (decision 049's list). */
const TEMPLATES = {
  'point-purchase-paid': pointPurchasePaid,
  'konbini-number-issued': konbiniNumberIssued,
  'konbini-reminder': konbiniReminder,
  'konbini-expired': konbiniExpired,
  'membership-paid': membershipPaid,
  'membership-canceled': membershipCanceled,
  'membership-resumed': membershipResumed,
  'membership-plan-changed': membershipPlanChanged,
  'renewal-reminder': renewalReminder,
  'account-deleted': accountDeleted,
} as const;

export type MailTemplateName = keyof typeof TEMPLATES;
export type MailData<T extends MailTemplateName> = Parameters<(typeof TEMPLATES)[T]>[0];

/** The subject and bodies of an outbox row; throws for a template this build does not know. */
export function renderMail(template: string, data: unknown, ctx: MailContext): RenderedMail {
  if (!Object.hasOwn(TEMPLATES, template)) throw new Error(`unknown mail template ${template}`);
  const render = TEMPLATES[template as MailTemplateName] as (d: unknown, c: MailContext) => RenderedMail;
  return render(data, ctx);
}

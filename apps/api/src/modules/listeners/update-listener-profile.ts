import { checkBirthDate, checkEmail, checkListenerName } from '@fan/shared';
import type { Services } from '../../services';
import { badInput } from '../../lib/domain-error';
import { syncCustomerEmail } from '../customers/sync-customer-email';
import { updateListener, type ListenerChanges, type ListenerRow } from './listeners.repository';

interface ProfileInput {
  name?: string | null;
  email?: string | null;
  birthDate?: string | null;
  gender?: ListenerRow['gender'] | null;
  resetBirthDate?: boolean | null;
}

/** Validates every field first, so a bad input changes nothing. */
export async function updateListenerProfile(
  services: Services,
  listener: ListenerRow,
  input: ProfileInput,
): Promise<ListenerRow> {
  const changes: ListenerChanges = {};
  if (input.name != null) {
    const nameError = checkListenerName(input.name);
    if (nameError === 'format')
      throw badInput(
        'name',
        '名前に使えない文字（制御文字・見えない文字・文字の向きを変える記号）が含まれています。',
      );
    if (nameError) throw badInput('name', '名前は1文字以上50文字以内で入力してください。');
    changes.name = input.name.trim();
  }
  if (input.email != null) {
    if (checkEmail(input.email)) throw badInput('email', 'メールアドレスの形式が正しくありません。');
    changes.email = input.email.trim();
  }
  if (input.resetBirthDate && input.birthDate != null)
    throw badInput('birthDate', '生年月日の設定と削除は同時にできません。');
  if (input.birthDate != null) {
    if (checkBirthDate(input.birthDate, services.now()))
      throw badInput('birthDate', '生年月日が正しくありません。');
    changes.birthDate = input.birthDate;
  }
  if (input.resetBirthDate) changes.birthDate = null;
  if (input.gender != null) changes.gender = input.gender;
  if (Object.keys(changes).length === 0) throw badInput('input', '変更する項目がありません。');

  const updated = await updateListener(services.db, listener.id, changes);
  // Receipts and konbini vouchers go to the contact e-mail: keep Stripe's copy in step.
  if (changes.email && changes.email !== listener.email) await syncCustomerEmail(services, updated);
  return updated;
}

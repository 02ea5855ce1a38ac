// Input rules of spec section 5, shared by the web forms and the API so both refuse the same input.
// Each rule returns the reason a value is refused (a key, not a sentence: the web maps it to Japanese),
// or null when the value is acceptable.

export type FieldError = 'required' | 'format' | 'tooLong' | 'weak';

const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
// Refused even when otherwise well formed (spec: script-tag closing and SQL keywords).
const EMAIL_FORBIDDEN = /<\/script|\bselect\b|\binsert\b|\bupdate\b|\bdelete\b|\blike\b/i;

export function checkEmail(value: string): FieldError | null {
  if (value.trim() === '') return 'required';
  if (value.length > 254 || !EMAIL_PATTERN.test(value) || EMAIL_FORBIDDEN.test(value)) return 'format';
  return null;
}

export const PASSWORD_MIN_LENGTH = 6;

export function checkPassword(value: string): FieldError | null {
  if (value === '') return 'required';
  if (value.length < PASSWORD_MIN_LENGTH || !/[0-9]/.test(value) || !/[A-Za-z]/.test(value)) return 'weak';
  return null;
}

/** Card holder name: half-width letters and spaces only, e.g. TARO YAMADA. */
export function checkCardHolderName(value: string): FieldError | null {
  if (value.trim() === '') return 'required';
  if (!/^[A-Za-z ]+$/.test(value)) return 'format';
  return null;
}

export const PROMOTION_CODE_MAX_LENGTH = 20;

export function checkPromotionCode(value: string): FieldError | null {
  if (value.trim() === '') return 'required';
  if (value.length > PROMOTION_CODE_MAX_LENGTH) return 'tooLong';
  return null;
}

/** Profile display name: optional, but never blank-only or absurdly long. */
export const LISTENER_NAME_MAX_LENGTH = 50;

export function checkListenerName(value: string): FieldError | null {
  if (value.trim() === '') return 'required';
  if (value.length > LISTENER_NAME_MAX_LENGTH) return 'tooLong';
  return null;
}

/** Birth date as YYYY-MM-DD, a real calendar day, not in the future, not before 1900. */
export function checkBirthDate(value: string, today: Date = new Date()): FieldError | null {
  if (value === '') return 'required';
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return 'format';
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d)
    return 'format';
  if (y < 1900 || date.getTime() > today.getTime()) return 'format';
  return null;
}

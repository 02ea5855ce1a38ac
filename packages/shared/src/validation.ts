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

/**
 * A fan's name, shown to operators and next to other fans: besides plain text (no controls, no
 * direction overrides), no invisible characters, so two names that look alike are alike.
 */
export function checkListenerName(value: string): FieldError | null {
  if (value.trim() === '') return 'required';
  if (value.length > LISTENER_NAME_MAX_LENGTH) return 'tooLong';
  if (checkPlainText(value) || hasInvisibleCharacter(value)) return 'format';
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

// C0 controls (tab and line breaks included), DEL and C1 controls.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
// The same, but tab, line feed and carriage return: multi-line text (a terms body, a description).
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL_CHARACTERS_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/**
 * Invisible direction marks and overrides (LRM/RLM, ALM, LRE/RLE/PDF/LRO/RLO, LRI/RLI/FSI/PDI):
 * text shown to someone else could be made to read backwards ("Trojan Source"). Line and paragraph
 * separators, and the byte-order mark, with them.
 */
const DIRECTION_AND_INVISIBLE = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029\ufeff]/;
/**
 * Characters that take no space and show nothing: soft hyphen, combining grapheme joiner, Hangul
 * fillers, Mongolian vowel separator, zero-width space and non-joiner, word joiner and invisible
 * operators, deprecated format characters, interlinear annotations, tag characters. The zero-width
 * joiner is kept only inside an emoji sequence (👨‍👩‍👧), where it shows as one picture.
 */
const INVISIBLE =
  /\u034f|\u17b4|\u17b5|[\u00ad\u115f\u1160\u180e\u200b\u200c\u2060-\u2064\u206a-\u206f\u3164\uffa0\ufff9-\ufffb\u{e0000}-\u{e007f}]/u;
const JOINER_OUTSIDE_EMOJI =
  /(?<!\p{Extended_Pictographic}\ufe0f?)\u200d|\u200d(?!\p{Extended_Pictographic})/u;

/** True when the text holds a character that shows nothing (see INVISIBLE). */
export function hasInvisibleCharacter(value: string): boolean {
  return INVISIBLE.test(value) || JOINER_OUTSIDE_EMOJI.test(value);
}

// With the u flag a surrogate pair is one code point, so only an unpaired half matches.
const LONE_SURROGATE = /\p{Surrogate}/u;

/**
 * Text one person writes and another reads (an operator's grant reason in a fan's history, a title,
 * a name): no control characters, no direction overrides or invisible marks, no broken (unpaired)
 * surrogates. `multiline` allows tab and line breaks (a terms body, a description). 'format' when
 * refused.
 */
export function checkPlainText(value: string, options: { multiline?: boolean } = {}): FieldError | null {
  const control = options.multiline ? CONTROL_CHARACTERS_BUT_LINES : CONTROL_CHARACTERS;
  if (control.test(value) || DIRECTION_AND_INVISIBLE.test(value) || LONE_SURROGATE.test(value))
    return 'format';
  return null;
}

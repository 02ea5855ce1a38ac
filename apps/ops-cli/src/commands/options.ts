import type { Field } from '../fields';
import { image } from '../files';

// Options several commands take with the same meaning and rule (the API checks them the same way).

export const SLUG = {
  name: 'slug',
  type: 'string',
  required: true,
  help: 'lower-case letters, digits and -',
} as const satisfies Field;

/** The point type a package, code or grant belongs to. */
export const POINT_TYPE = {
  name: 'type',
  field: 'pointTypeId',
  type: 'int',
  required: true,
  help: 'point type id',
} as const satisfies Field;

/** The thing a command changes, by its id. */
export const id = (thing: string) =>
  ({ name: 'id', type: 'int', required: true, help: `${thing} id` }) as const;

/** An uploaded picture (`--icon`, `--image`), sent as its content type and base64. */
export const picture = <const N extends string>(name: N) =>
  ({ name, type: 'file', help: 'PNG, JPEG or WebP, at most 256 KB', read: image }) as const;

/** A time option's default: the time the command runs. */
export const now = () => new Date().toISOString();

import type { OptionSpec } from '../args';

// Options several commands take with the same meaning and rule (the API checks them the same way).

export const SLUG: OptionSpec = {
  name: 'slug',
  type: 'string',
  required: true,
  help: 'lower-case letters, digits and -',
};

/** The point type a package, code or grant belongs to. */
export const POINT_TYPE: OptionSpec = { name: 'type', type: 'int', required: true, help: 'point type id' };

/** An uploaded picture (`--icon`, `--image`), sent as its content type and base64. */
export const picture = (name: string): OptionSpec => ({
  name,
  type: 'file',
  help: 'PNG, JPEG or WebP, at most 256 KB',
});

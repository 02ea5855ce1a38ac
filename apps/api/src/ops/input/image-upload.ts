import { badInput } from '../../lib/domain-error';

export const ICON_MAX_BYTES = 256 * 1024;

// Raster types only: an SVG can carry script, and the fans' app shows icons as they are.
const SIGNATURES: Record<string, (b: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/webp': (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

/**
 * An uploaded image as the data URI the catalogue stores: the declared type must be PNG, JPEG or
 * WebP, the bytes must be of that type, and the file at most 256 KB.
 */
export function iconDataUri(field: string, upload: { contentType: string; base64: string }): string {
  const check = SIGNATURES[upload.contentType];
  if (!check) throw badInput(field, `${field}: PNG, JPEG or WebP only (got ${upload.contentType})`);
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(upload.base64)) throw badInput(field, `${field}: not base64`);
  const bytes = Buffer.from(upload.base64, 'base64');
  if (bytes.length === 0) throw badInput(field, `${field}: empty file`);
  if (bytes.length > ICON_MAX_BYTES)
    throw badInput(field, `${field}: ${bytes.length} bytes; at most ${ICON_MAX_BYTES}`);
  if (!check(bytes)) throw badInput(field, `${field}: the file is not a ${upload.contentType}`);
  return `data:${upload.contentType};base64,${bytes.toString('base64')}`;
}

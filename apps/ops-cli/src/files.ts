import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { UsageError } from './args';

const IMAGE_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

/** A local image as the endpoint's upload; the API checks its type and size again. */
export function image(path: string) {
  const contentType = IMAGE_TYPES[extname(path).toLowerCase()];
  if (!contentType) throw new UsageError(`${path}: PNG, JPEG or WebP only`);
  return { contentType, base64: readFileSync(path).toString('base64') };
}

/** A local UTF-8 text file's contents. */
export const text = (path: string) => readFileSync(path, 'utf8');

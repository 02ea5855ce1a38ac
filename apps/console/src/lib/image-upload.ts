// An icon or image the operator picks, as the API's ImageUpload: PNG, JPEG or WebP, at most 256 KB
// (apps/api/src/ops/catalog/icon.ts checks the same, and the bytes).
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const IMAGE_MAX_BYTES = 256 * 1024;

export interface ImageUpload {
  base64: string;
  contentType: string;
}

/** The file's problem in words, or null when the API will take it. */
export function imageProblem(file: { type: string; size: number }): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type))
    return '画像は PNG、JPEG、WebP のいずれかにしてください。';
  if (file.size > IMAGE_MAX_BYTES) return '画像は 256 KB 以下にしてください。';
  if (file.size === 0) return '空のファイルです。';
  return null;
}

export async function readImage(file: File): Promise<ImageUpload> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { base64: btoa(binary), contentType: file.type };
}

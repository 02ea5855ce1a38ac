import { ErrorCode } from '@fan/shared';

/**
 * The request with its body read up to `max` bytes, or a 413 answer in GraphQL's error shape. The
 * declared length is checked first, so a 20 MB body is refused without reading it.
 */
export async function limitBody(request: Request, max: number): Promise<Request | Response> {
  if (!request.body) return request;
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (declared > max) return tooLarge(max);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      return tooLarge(max);
    }
    chunks.push(value);
  }
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: Buffer.concat(chunks),
  });
}

function tooLarge(max: number) {
  const body = {
    errors: [
      {
        message: `リクエストが大きすぎます（${max}バイトまで）。`,
        extensions: { code: ErrorCode.PayloadTooLarge },
      },
    ],
  };
  return new Response(JSON.stringify(body), { status: 413, headers: { 'content-type': 'application/json' } });
}

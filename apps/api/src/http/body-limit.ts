import { ErrorCode } from '@fan/shared';

/**
 * The request with its body read up to `max` bytes, or a 413 answer in GraphQL's error shape. The
 * declared length is checked first, so a 20 MB body is refused without reading it.
 */
export async function limitBody(request: Request, max: number): Promise<Request | Response> {
  if (!request.body) return request;
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (declared > max) return tooLarge(max);
  // Node's HTTP parser delivers exactly the declared length (and refuses a request that declares
  // both a length and chunks), so a declared body within the limit needs no counting or copying.
  if (declared <= max) return request;
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
  // The server adapter's own Request class: the global one would make every later read of the
  // body go through web streams.
  const RequestClass = request.constructor as typeof Request;
  return new RequestClass(request.url, {
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

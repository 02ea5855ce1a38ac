import { connect } from 'node:net';

export type RawAnswer = { status: number; head: string; body: string };

/**
 * One HTTP/1.1 request sent byte for byte over a socket: fetch (and node:http) would normalise the
 * target or refuse the host, which is what the edge tests must send as an attacker would.
 */
export function rawRequest(
  port: number,
  request: { method?: string; target: string; host?: string | null; headers?: string[]; body?: string },
): Promise<RawAnswer> {
  const body = request.body ?? '';
  const lines = [
    `${request.method ?? 'POST'} ${request.target} HTTP/1.1`,
    ...(request.host === null ? [] : [`Host: ${request.host ?? `127.0.0.1:${port}`}`]),
    ...(request.headers ?? []),
    ...(body ? [`Content-Length: ${Buffer.byteLength(body)}`] : []),
    'Connection: close',
    '',
    '',
  ];
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error(`${request.target}: no answer in 10 s`)));
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const head = split === -1 ? text : text.slice(0, split);
      resolve({
        status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0),
        head,
        body: text.slice(split + 4),
      });
    });
    socket.write(lines.join('\r\n'));
    if (body) socket.write(body);
  });
}

/** A JSON GraphQL body. */
export const gqlBody = (query: string) => JSON.stringify({ query });

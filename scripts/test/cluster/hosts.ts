// Requests to nginx naming a host (fetch always sends the URL's own Host header): the fans' and the
// console's `server`s listen on one address and are told apart by the name, as in production.
import { request } from 'node:http';
import { connect } from 'node:net';

export type HostAnswer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
};

export function atHost(
  port: number,
  host: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<HostAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: init.method ?? 'GET',
        headers: { host, ...init.headers },
        timeout: 10_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString(),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${host}${path}: no answer in 10 s`)));
    req.on('error', reject);
    req.end(init.body);
  });
}

/**
 * One HTTP/1.1 request written byte for byte on a socket: node:http and fetch refuse or normalise
 * the crafted targets and hosts the edge test sends (a `\` in Host, dot segments, encoded slashes).
 */
export function rawAt(
  port: number,
  request: { method?: string; target: string; host: string; headers?: string[]; body?: string },
): Promise<{ status: number; text: string }> {
  const body = request.body ?? '';
  const head = [
    `${request.method ?? 'POST'} ${request.target} HTTP/1.1`,
    `Host: ${request.host}`,
    ...(request.headers ?? []),
    ...(body ? [`Content-Length: ${Buffer.byteLength(body)}`] : []),
    'Connection: close',
    '',
    '',
  ].join('\r\n');
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error(`${request.target}: no answer in 10 s`)));
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0), text });
    });
    // write, not end: a half-closed client is one that went away, to nginx (it drops the request)
    // and to Node's server (it closes before a slow answer).
    socket.write(head + body);
  });
}

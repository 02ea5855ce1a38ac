// Requests to nginx naming a host (fetch always sends the URL's own Host header): the fans' and the
// console's `server`s listen on one address and are told apart by the name, as in production.
import { request } from 'node:http';

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

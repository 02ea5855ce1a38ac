import type { Params } from './form.ts';

export type KeyKind = 'secret' | 'publishable';

export interface ApiRequest {
  method: string;
  path: string;
  /** Path parameters, e.g. `:id`. */
  params: Record<string, string>;
  /** Form body for POST/DELETE, query string for GET. */
  body: Params;
  keyKind: KeyKind;
}

export interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  /** Endpoints Stripe.js calls from the browser also accept the publishable key. */
  publishable?: boolean;
  handler: (req: ApiRequest) => unknown;
}

interface Compiled extends Route {
  re: RegExp;
  names: string[];
}

export class Router {
  private routes: Compiled[] = [];

  add(routes: Route[]): void {
    for (const r of routes) {
      const names: string[] = [];
      const re = new RegExp(
        '^' +
          r.path.replace(/:([a-z_]+)/g, (_m, name: string) => {
            names.push(name);
            return '([^/]+)';
          }) +
          '/?$',
      );
      this.routes.push({ ...r, re, names });
    }
  }

  match(method: string, path: string): { route: Route; params: Record<string, string> } | undefined {
    for (const r of this.routes) {
      if (r.method !== method) continue;
      const m = r.re.exec(path);
      if (!m) continue;
      const params: Record<string, string> = {};
      r.names.forEach((n, i) => (params[n] = decodeURIComponent(m[i + 1] ?? '')));
      return { route: r, params };
    }
    return undefined;
  }
}

import type { Plugin, ProxyOptions } from 'vite';

type Env = Record<string, string | undefined>;

export declare function requireProductionEnv(
  missing: (env: Env) => readonly string[],
  refusal: (names: string) => string,
): Plugin;

interface LocalServer {
  host: string;
  port: number;
  strictPort: boolean;
  proxy: Record<string, ProxyOptions>;
}

export declare function localServer(
  port: number,
  proxy: Record<string, ProxyOptions>,
): { server: LocalServer; preview: LocalServer };

export declare function composedRulesCheck(): import('postcss').Plugin;

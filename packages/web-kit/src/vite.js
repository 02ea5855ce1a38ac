// What the fan app's and the console's vite.config.ts share. Plain JavaScript (typed by vite.d.ts):
// Vite loads a config's package imports with Node as they are, without compiling them.
import { loadEnv } from 'vite';

/**
 * A production build without its settings fails here, not in front of a user: `missing` names the
 * unset ones (none for an Auth Emulator build), `refusal` says which to set and where it is told.
 * @type {import('./vite').requireProductionEnv}
 */
export function requireProductionEnv(missing, refusal) {
  return {
    name: 'require-production-env',
    apply: 'build',
    configResolved(config) {
      const names = missing(loadEnv(config.mode, config.envDir || config.root, 'VITE_'));
      if (names.length > 0) throw new Error(refusal(names.join(', ')));
    },
  };
}

/**
 * The development server and the preview of a build: on 127.0.0.1 at exactly `port` (the start
 * script and the e2e runs pick free ones), with `proxy` to the API.
 * @type {import('./vite').localServer}
 */
export function localServer(port, proxy) {
  const server = { host: '127.0.0.1', port, strictPort: true, proxy };
  return { server, preview: { ...server } };
}

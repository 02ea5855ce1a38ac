import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * A firebase.json in `dir` for an Auth Emulator on `port`, its hub and logging on the next two:
 * each script that starts its own emulator moves all three off the defaults. Returns the path.
 * @param {string} dir
 * @param {number} port
 */
export function writeAuthEmulatorConfig(dir, port) {
  const path = join(dir, 'firebase.json');
  writeFileSync(
    path,
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port },
        hub: { host: '127.0.0.1', port: port + 1 },
        logging: { host: '127.0.0.1', port: port + 2 },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  return path;
}

const LAZY_VALIDATORS = pathToFileURL(resolve(import.meta.dirname, 'auth-emulator-lazy-validators.mjs')).href;

/**
 * The environment every script starts the Auth Emulator with: no prompts, no telemetry, and its
 * API's validators compiled on first use (auth-emulator-lazy-validators.mjs: ready in about 3 s
 * instead of 11 s here).
 */
export function authEmulatorEnv(env = process.env) {
  return {
    CI: '1',
    NO_UPDATE_NOTIFIER: '1',
    FIREBASE_CLI_DISABLE_TELEMETRY: '1',
    NODE_OPTIONS: [env.NODE_OPTIONS, `--import ${LAZY_VALIDATORS}`].filter(Boolean).join(' '),
  };
}

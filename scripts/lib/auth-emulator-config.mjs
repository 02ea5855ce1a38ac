import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A firebase.json in `dir` for an Auth Emulator on `port`, its hub and logging on the next two:
 * each script that starts its own emulator moves all three off the defaults. Returns the path.
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

import { helpText, parseOptions, UsageError } from './args';
import { apiUrl, callApi, type ApiError } from './call-api';
import { COMMANDS, LOCAL } from './commands';
import { refusePasswordArgument } from './password';
import { printHuman } from './print';

// The operators' CLI over /ops/graphql (`npm run ops -- --help`); main.ts is its entry point.

function overview(): string {
  const all = [...LOCAL, ...COMMANDS];
  const width = Math.max(...all.map((c) => c.name.length)) + 2;
  return [
    'usage: npm run ops -- <command> [options]   (npm run ops -- <command> --help)',
    '',
    'Bootstrap (server credentials) and sign-in:',
    ...LOCAL.map((c) => `  ${c.name.padEnd(width)}${c.summary.split('. ')[0]}`),
    '',
    `Operator commands (to ${apiUrl()}, as the signed-in operator):`,
    ...COMMANDS.map((c) => `  ${c.name.padEnd(width)}${c.summary.split('. ')[0]}`),
    '',
    'Environment: OPS_API_URL, OPS_SESSION_FILE, FIREBASE_AUTH_EMULATOR_HOST (development) or',
    'FIREBASE_WEB_API_KEY, FIREBASE_PROJECT_ID; ADMIN_TOKEN and ADMIN_API_URL (the admin address only).',
    'https, or plain http to this machine only. `login` asks for the password (no echo; or',
    '--password-file) and the authenticator code (or --code); never a password as an argument.',
  ].join('\n');
}

export interface Io {
  out: (text: string) => void;
  err: (text: string) => void;
}

const consoleIo: Io = { out: (t) => console.log(t), err: (t) => console.error(t) };

/** Runs one command; answers the exit code (0 done, 1 refused or failed, 2 usage). */
export async function runCli(argv: string[], io: Io = consoleIo): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === 'help') {
    io.out(overview());
    return name ? 0 : 2;
  }
  const local = LOCAL.find((c) => c.name === name);
  const command = COMMANDS.find((c) => c.name === name);
  if (!local && !command) {
    io.err(`unknown command: ${name}\n\n${overview()}`);
    return 2;
  }
  const spec = (local ?? command)!;
  const passwordArgument = refusePasswordArgument(rest);
  if (passwordArgument) {
    io.err(passwordArgument);
    return 2;
  }
  let values;
  try {
    values = parseOptions(spec.options, rest);
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${helpText(spec.usage, spec.summary, spec.options)}`);
    return 2;
  }
  if (values.help) {
    io.out(helpText(spec.usage, spec.summary, spec.options));
    return 0;
  }
  try {
    const result = local
      ? await local.run(values)
      : command!.pick(
          await callApi(command!.query, command!.variables(values), values.project as string | undefined),
        );
    io.out(values.json ? JSON.stringify(result, null, 2) : printHuman(result));
    return 0;
  } catch (error) {
    const api = (error as ApiError).api;
    if (values.json && api) io.out(JSON.stringify({ errors: api }, null, 2));
    else io.err((error as Error).message);
    return error instanceof UsageError ? 2 : 1;
  }
}

import { helpText, parseOptions, UsageError, type OptionSpec } from './args';
import { bootstrapOperator } from './bootstrap';
import { COMMANDS } from './commands';
import { idToken, readSession, sessionFile, signIn } from './session';
import { printHuman } from './print';

// The operators' CLI over /ops/graphql (`npm run ops -- --help`); ops-cli.ts is its entry point.

const apiUrl = () =>
  process.env.OPS_API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? '4000'}/ops/graphql`;
const defaultProject = () => process.env.DEFAULT_PROJECT_ID ?? 'demo';

interface Local {
  name: string;
  usage: string;
  summary: string;
  options: OptionSpec[];
  run: (v: Record<string, unknown>) => Promise<unknown>;
}

const BY: OptionSpec = {
  name: 'by',
  type: 'string',
  help: 'your e-mail, recorded in the audit log with the account that ran the command',
};

const LOCAL: Local[] = [
  {
    name: 'grant-operator',
    usage: 'grant-operator --email <e-mail> --project <id> [--by <e-mail>] [--create-password <pw>]',
    summary:
      "Gives a Firebase user the operator role for a project (the `ops` custom claim), with the server's credentials. They sign in again (`login`) to use it. Recorded in the project's audit log (DATABASE_URL).",
    options: [
      { name: 'email', type: 'string', required: true, help: "the user's e-mail" },
      BY,
      {
        name: 'create-password',
        type: 'string',
        help: 'Auth Emulator only: create the user first with this password',
      },
    ],
    run: (v) =>
      bootstrapOperator({
        email: String(v.email),
        projectId: requireProject(v),
        grant: true,
        createPassword: v['create-password'] as string | undefined,
        by: v.by as string | undefined,
      }),
  },
  {
    name: 'revoke-operator',
    usage: 'revoke-operator --email <e-mail> --project <id> [--by <e-mail>]',
    summary:
      "Takes the operator role away; the tokens the user holds stop working at once. Recorded in the project's audit log (DATABASE_URL).",
    options: [{ name: 'email', type: 'string', required: true, help: "the user's e-mail" }, BY],
    run: (v) =>
      bootstrapOperator({
        email: String(v.email),
        projectId: requireProject(v),
        grant: false,
        by: v.by as string | undefined,
      }),
  },
  {
    name: 'login',
    usage: 'login --email <e-mail> --password <pw> [--project <id>]',
    summary: `Signs in as an operator; the session is kept in ${sessionFile()} (OPS_SESSION_FILE), readable by you only.`,
    options: [
      { name: 'email', type: 'string', required: true, help: 'e-mail' },
      { name: 'password', type: 'string', required: true, help: 'password' },
    ],
    run: async (v) => {
      const s = await signIn(String(v.email), String(v.password), (v.project as string) ?? defaultProject());
      return { email: s.email, projectId: s.projectId, session: sessionFile() };
    },
  },
];

function requireProject(v: Record<string, unknown>): string {
  if (typeof v.project !== 'string' || !v.project) throw new UsageError('--project is required');
  return v.project;
}

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
    'FIREBASE_WEB_API_KEY, FIREBASE_PROJECT_ID; OPS_EMAIL/OPS_PASSWORD sign in without `login`.',
  ].join('\n');
}

async function callApi(query: string, variables: Record<string, unknown>, project: string | undefined) {
  let session = readSession();
  if (process.env.OPS_EMAIL && process.env.OPS_PASSWORD)
    session = await signIn(
      process.env.OPS_EMAIL,
      process.env.OPS_PASSWORD,
      project ?? session?.projectId ?? defaultProject(),
    );
  if (!session) throw new UsageError('not signed in: npm run ops -- login --email … --password …');
  const response = await fetch(apiUrl(), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${await idToken(session)}`,
      'x-project-id': project ?? session.projectId,
    },
    body: JSON.stringify({ query, variables }),
  }).catch((error: Error) => {
    throw new Error(
      `cannot reach ${apiUrl()} (OPS_API_URL): ${(error.cause as Error | undefined)?.message ?? error.message}`,
    );
  });
  const body = (await response.json().catch(() => null)) as {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: { code?: string; field?: string } }[];
  } | null;
  if (!body) throw new Error(`the API answered ${response.status} without JSON`);
  if (body.errors?.length) {
    const error = new Error(
      body.errors.map((e) => `${e.extensions?.code ?? 'ERROR'}: ${e.message}`).join('\n'),
    );
    (error as Error & { api?: unknown }).api = body.errors;
    throw error;
  }
  return body.data ?? {};
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
    const api = (error as Error & { api?: unknown }).api;
    if (values.json && api) io.out(JSON.stringify({ errors: api }, null, 2));
    else io.err((error as Error).message);
    return error instanceof UsageError ? 2 : 1;
  }
}

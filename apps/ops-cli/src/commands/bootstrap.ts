import { UsageError, type OptionSpec, type Values } from '../args';
import { defaultProject } from '../call-api';
import type { Local } from '../command';
import { sessionFile, signIn } from '../session';

// Bootstrap (the server's credentials, not the API) and sign-in: the commands that run before an
// operator can call /ops/graphql.

const BY: OptionSpec = {
  name: 'by',
  type: 'string',
  help: 'your e-mail, recorded in the audit log with the account that ran the command',
};

function requireProject(v: Values): string {
  if (typeof v.project !== 'string' || !v.project) throw new UsageError('--project is required');
  return v.project;
}

/** The API's bootstrap rule, loaded only by these commands (it brings the Admin SDK and pg). */
async function bootstrapOperator(v: Values, grant: boolean) {
  const { bootstrapOperator } = await import('@fan/api/ops/bootstrap-operator');
  return bootstrapOperator({
    email: String(v.email),
    projectId: requireProject(v),
    grant,
    createPassword: grant ? (v['create-password'] as string | undefined) : undefined,
    confirmUid: grant ? (v.confirm as string | undefined) : undefined,
    by: v.by as string | undefined,
  });
}

export const BOOTSTRAP: Local[] = [
  {
    name: 'grant-operator',
    usage:
      'grant-operator --email <e-mail> --project <id> [--confirm <uid>] [--by <e-mail>] [--create-password <pw>]',
    summary:
      "Gives a Firebase user the operator role for a project (the `ops` custom claim), with the server's credentials. Only an account with a verified e-mail; without --confirm it shows the account (uid, creation time, providers) and changes nothing. They sign in again (`login`) to use it. Recorded in the project's audit log (DATABASE_URL).",
    options: [
      { name: 'email', type: 'string', required: true, help: "the user's e-mail" },
      {
        name: 'confirm',
        type: 'string',
        help: "the account's uid, as shown by a first run without it (not needed for an account --create-password made)",
      },
      BY,
      {
        name: 'create-password',
        type: 'string',
        help: 'Auth Emulator only: create the user first with this password',
      },
    ],
    run: (v) => bootstrapOperator(v, true),
  },
  {
    name: 'revoke-operator',
    usage: 'revoke-operator --email <e-mail> --project <id> [--by <e-mail>]',
    summary:
      "Takes the operator role away; the tokens the user holds stop working at once. Recorded in the project's audit log (DATABASE_URL).",
    options: [{ name: 'email', type: 'string', required: true, help: "the user's e-mail" }, BY],
    run: (v) => bootstrapOperator(v, false),
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

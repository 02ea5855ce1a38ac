import { createInterface } from 'node:readline/promises';
import { UsageError } from './args';
import { apiUrl, postOps } from './call-api';
import { safeUrl } from './safe-url';
import { gql, type TypedDocumentNode } from './gql';
import type {
  BeginSecondFactorEnrollmentMutation,
  BeginSecondFactorEnrollmentMutationVariables,
  OperatorSecondFactorQuery,
  OperatorSecondFactorQueryVariables,
  SignInWithCodeMutation,
  SignInWithCodeMutationVariables,
  EnrolWithCodeMutation,
  EnrolWithCodeMutationVariables,
} from './graphql/generated/operations';
import { idToken, saveSession, signIn, type Session } from './session';

// `login`: the password, then the second factor (decisions 041, 053). An operator without one gives the
// one-time enrolment code their administrator issued (--enrollment-code, or asked for), is shown a new
// secret for their authenticator app and activates it with its first code within minutes (on a
// terminal at once, or with the next `login --code`); the session the code starts is kept with the
// Firebase sign-in. The code comes from --code, or is asked for on a terminal.

const STATUS: TypedDocumentNode<OperatorSecondFactorQuery, OperatorSecondFactorQueryVariables> = gql`
  query OperatorSecondFactor {
    operatorSecondFactor {
      active
    }
  }
`;
const BEGIN: TypedDocumentNode<
  BeginSecondFactorEnrollmentMutation,
  BeginSecondFactorEnrollmentMutationVariables
> = gql`
  mutation BeginSecondFactorEnrollment($enrollmentCode: String!) {
    beginSecondFactorEnrollment(enrollmentCode: $enrollmentCode) {
      secret
      uri
      expiresAt
    }
  }
`;
const START: TypedDocumentNode<SignInWithCodeMutation, SignInWithCodeMutationVariables> = gql`
  mutation SignInWithCode($code: String!) {
    session: startOperatorSession(code: $code) {
      token
      expiresAt
    }
  }
`;
const ACTIVATE: TypedDocumentNode<EnrolWithCodeMutation, EnrolWithCodeMutationVariables> = gql`
  mutation EnrolWithCode($code: String!) {
    session: activateSecondFactor(code: $code) {
      token
      expiresAt
    }
  }
`;

async function ask(question: string): Promise<string | null> {
  if (!process.stdin.isTTY) return null;
  const rl = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return (await rl.question(question)).trim();
  } finally {
    rl.close();
  }
}

export async function logIn(input: {
  email: string;
  password: string;
  projectId: string;
  code?: string;
  enrollmentCode?: string;
  say: (text: string) => void;
}) {
  // Refused before the password travels anywhere when the API's address is not safe.
  safeUrl(apiUrl(), 'OPS_API_URL');
  const signedIn: Session = await signIn(input.email, input.password, input.projectId);
  const as = { idToken: await idToken(signedIn), project: input.projectId, opsSession: null };
  const call = <R, V>(doc: TypedDocumentNode<R, V>, variables: V) =>
    postOps(doc.source, variables as object, as) as Promise<R>;
  const active = (await call(STATUS, {})).operatorSecondFactor.active;
  let enrollment: { secret: string; uri: string; expiresAt: unknown } | null = null;
  // Without a factor and without --code: begin (each begin is a new secret, so a `login --code` after
  // the one that showed it activates that one, and begins nothing).
  if (!active && !input.code) {
    const enrollmentCode =
      input.enrollmentCode ?? (await ask('Enrolment code (from your administrator): ')) ?? undefined;
    if (!enrollmentCode)
      throw new UsageError(
        '--enrollment-code is required to set up your second factor (the one-time code your administrator gave you with grant-operator or reset-second-factor)',
      );
    enrollment = (await call(BEGIN, { enrollmentCode })).beginSecondFactorEnrollment;
    input.say(
      `Second factor: add this secret to an authenticator app (TOTP, 30 s, 6 digits), then give its code before ${String(enrollment.expiresAt)}\n  secret: ${enrollment.secret}\n  uri:    ${enrollment.uri}`,
    );
  }
  const code = input.code ?? (await ask('Authenticator code (6 digits): '));
  if (!code) {
    if (enrollment)
      // Not a failure: the secret is shown; it activates with `login --code` before it expires.
      return { email: input.email, projectId: input.projectId, signedIn: false, enrollment };
    throw new UsageError('--code is required (the 6-digit code of your authenticator app)');
  }
  const { session } = active ? await call(START, { code }) : await call(ACTIVATE, { code });
  saveSession({ ...signedIn, opsSession: session.token });
  return { email: input.email, projectId: input.projectId, signedIn: true, expiresAt: session.expiresAt };
}

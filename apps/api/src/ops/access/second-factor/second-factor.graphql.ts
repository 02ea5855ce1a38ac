import { z } from 'zod';
import { opsBuilder as b } from '../../graphql/builder';
import { parseInput } from '../../input/parse-input';
import { beginEnrollment } from './begin-enrollment';
import { endAllOperatorSessions, endOperatorSession } from './end-operator-session';
import { findSecondFactor } from './second-factor.repository';
import { signInWithCode, type StartedSession } from './sign-in-with-code';

// Between the password and the code (ops/access/session-free.ts): is there a second factor, enrol one, sign in
// with a code; and sign-out, which ends the session on the server.

const SecondFactor = b.objectRef<{ active: boolean }>('OperatorSecondFactor').implement({
  fields: (t) => ({ active: t.exposeBoolean('active', { description: 'An authenticator is set up.' }) }),
});

const Enrollment = b
  .objectRef<{ secret: string; uri: string; expiresAt: Date }>('SecondFactorEnrollment')
  .implement({
    description:
      'A new TOTP secret to add to an authenticator app: only the latest one begun activates, before expiresAt.',
    fields: (t) => ({
      secret: t.exposeString('secret', { description: 'Base32, to type into the app.' }),
      uri: t.exposeString('uri', { description: 'otpauth:// URI (RFC 6238: SHA-1, 30 s, 6 digits).' }),
      expiresAt: t.field({
        type: 'DateTime',
        description: 'Its first code must activate it before this (minutes from now).',
        resolve: (e) => e.expiresAt,
      }),
    }),
  });

const Session = b.objectRef<StartedSession>('OperatorSession').implement({
  fields: (t) => ({
    token: t.exposeString('token', { description: 'Send it as the x-ops-session header of every call.' }),
    expiresAt: t.field({
      type: 'DateTime',
      description: 'The latest it lasts; it ends sooner when idle.',
      resolve: (s) => s.expiresAt,
    }),
  }),
});

const Code = z.object({ code: z.string().regex(/^\s*\d{6}\s*$/, 'a 6-digit code') });
const EnrollmentCode = z.object({
  enrollmentCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z2-7\s-]{20,40}$/, '登録コードは管理者から受け取った20文字のコードです。'),
});

b.queryFields((t) => ({
  operatorSecondFactor: t.field({
    type: SecondFactor,
    resolve: async (_r, _a, ctx) => ({
      active: Boolean((await findSecondFactor(ctx.db, ctx.operator.uid))?.activated_at),
    }),
  }),
}));

b.mutationFields((t) => ({
  beginSecondFactorEnrollment: t.field({
    type: Enrollment,
    description:
      'For an operator without a second factor, with the one-time enrolment code an administrator issued: a new secret to add to an authenticator app (each call a new one; audited).',
    args: { enrollmentCode: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => beginEnrollment(ctx, parseInput(EnrollmentCode, args).enrollmentCode),
  }),
  activateSecondFactor: t.field({
    type: Session,
    description: "The enrolment's first code: activates the second factor and starts a session.",
    args: { code: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => signInWithCode(ctx, parseInput(Code, args).code, true),
  }),
  startOperatorSession: t.field({
    type: Session,
    description: 'A code of the authenticator app (each code once) starts a session.',
    args: { code: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => signInWithCode(ctx, parseInput(Code, args).code, false),
  }),
  endAllOperatorSessions: t.int({
    description:
      "Ends every session of this operator, this one included, and revokes their sign-ins' refresh tokens; the second factor stays. Answers how many sessions ended.",
    resolve: (_r, _a, ctx) => endAllOperatorSessions(ctx),
  }),
  endOperatorSession: t.boolean({
    description: "Sign-out: ends this request's session on the server.",
    resolve: (_r, _a, ctx) => endOperatorSession(ctx),
  }),
}));

import { totpCode, totpStep } from '../../src/ops/access/second-factor/totp';

/**
 * The test's authenticator app: each operator's TOTP secret (as the API showed it at enrolment) and
 * the codes it gives, never one the API has already taken (it accepts each step once, and one step
 * either side of now), plus each operator's current session token.
 */
export class OperatorCodes {
  private readonly secrets = new Map<string, string>();
  private readonly lastStep = new Map<string, number>();
  readonly sessions = new Map<string, string>();
  /** Each operator's one-time enrolment code, as grant-operator gave it (decision 053). */
  readonly enrollmentCodes = new Map<string, string>();

  constructor(private readonly now: () => Date) {}

  remember(uid: string, secret: string) {
    this.secrets.set(uid, secret);
  }

  secretOf(uid: string): string {
    const secret = this.secrets.get(uid);
    if (!secret) throw new Error(`no TOTP secret known for ${uid}`);
    return secret;
  }

  /** A code the API takes now: this step's, or the next step's when this one was used. */
  next(uid: string): string {
    const now = this.now();
    const step = Math.max(totpStep(now), (this.lastStep.get(uid) ?? -Infinity) + 1);
    if (step > totpStep(now) + 1) throw new Error(`${uid}: both usable TOTP steps are taken; wait 30 s`);
    this.lastStep.set(uid, step);
    return totpCode(this.secretOf(uid), new Date(step * 30_000));
  }
}

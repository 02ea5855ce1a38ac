import { describe, expect, it } from 'vitest';
import { bootstrapOperator } from '../src/ops/bootstrap-operator';
import { setOperatorRole } from '../src/ops/operator-claims';
import { codeOf, harnessForFile, idTokenFor, ok } from './support/harness';

const ME = '{ me { uid projectId } }';

// Issue 38: operators the business can trust with its money.
describe('operators the business can trust (issue 38)', () => {
  const h = harnessForFile({ reconcileAtClose: false });
  const ops = (token: string | undefined, query: string, variables = {}, project?: string) =>
    h.gql(query, variables, { token, path: '/ops/graphql', project });

  describe('1. only verified accounts the administrator confirmed', () => {
    it('refuses to grant an unverified account, and shows an existing one before granting it', async () => {
      process.env.FIREBASE_AUTH_EMULATOR_HOST = h.authHost;
      const unverified = await h.createUser({ verified: false });
      await expect(
        bootstrapOperator(
          { email: unverified.email, projectId: 'demo', grant: true, confirmUid: unverified.uid },
          { db: h.db },
        ),
      ).rejects.toThrow(/not verified/);
      expect((await h.services.identity.auth.getUser(unverified.uid)).customClaims?.ops).toBeUndefined();

      const existing = await h.createUser();
      const shown = bootstrapOperator(
        { email: existing.email, projectId: 'demo', grant: true },
        { db: h.db },
      );
      await expect(shown).rejects.toThrow(`--confirm ${existing.uid}`);
      await expect(shown).rejects.toThrow(/created 20\d\d-.*providers password/);
      expect((await h.services.identity.auth.getUser(existing.uid)).customClaims?.ops).toBeUndefined();

      const granted = await bootstrapOperator(
        { email: existing.email, projectId: 'demo', grant: true, confirmUid: existing.uid },
        { db: h.db },
      );
      expect(granted.roles).toEqual({ demo: 'operator' });
      expect(granted.account).toMatchObject({
        uid: existing.uid,
        emailVerified: true,
        providers: ['password'],
      });
      expect(Date.parse(granted.account.createdAt)).toBeGreaterThan(Date.now() - 600_000);
    });

    it('requires a verified e-mail and the role as stored now, not only the token claim', async () => {
      const op = await h.operator('demo');
      expect(ok(await ops(op.token, ME)).me.uid).toBe(op.uid);
      await h.services.identity.auth.updateUser(op.uid, { emailVerified: false });
      expect(codeOf(await ops(op.token, ME))).toBe('FORBIDDEN');
      await h.services.identity.auth.updateUser(op.uid, { emailVerified: true });
      expect(ok(await ops(op.token, ME)).me.uid).toBe(op.uid);
      // The role taken away without signing the account out: its token still claims it.
      await h.services.identity.auth.setCustomUserClaims(op.uid, null);
      expect(codeOf(await ops(op.token, ME))).toBe('FORBIDDEN');

      // An unverified account given the claim directly is refused too.
      const unverified = await h.createUser({ verified: false });
      await setOperatorRole(h.services.identity.auth, {
        email: unverified.email,
        projectId: 'demo',
        grant: true,
      });
      const token = await idTokenFor(h.authHost, unverified.email, unverified.password);
      expect(codeOf(await ops(token, ME))).toBe('FORBIDDEN');
    });
  });
});

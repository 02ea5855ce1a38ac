import { describe, expect, it } from 'vitest';
import { insertApproval } from '../src/ops/approvals/approvals.repository';
import { factories } from './support/factories';
import { useSignedInCli } from './support/ops-cli';

// Issue 38's CLI commands against a listening API: cancelling a scheduled window, and a second
// operator deciding requests above the bounds.
describe('npm run ops: maintenance-cancel, approvals, approve, reject', () => {
  const file = useSignedInCli({ reconcileAtClose: false });
  const ops = (...argv: string[]) => file.cli.ops(...argv);

  it('cancels a scheduled window', async () => {
    const start = new Date(Date.now() + 3_600_000).toISOString();
    const window = await ops('maintenance-start', '--platform', 'web', '--start', start, '--minutes', '30');
    expect((await ops('maintenance-cancel', '--id', String(window.id))).id).toBe(window.id);
    expect(await ops('maintenance')).toEqual([]);
  });

  it("lists, approves and rejects another operator's requests", async () => {
    const fan = await file.h.signedInListener();
    const type = await factories(file.h).pointType();
    const ask = (amount: number) =>
      insertApproval(file.h.db, {
        projectId: 'demo',
        action: 'grantPoints',
        input: { fanId: fan.listenerId, pointTypeId: type.id, amount, reason: 'おわび' },
        reason: 'fanDailyCap:3000',
        requestedBy: 'another-operator',
        requestedEmail: 'another@example.com',
      });
    const [first, second] = [await ask(5000), await ask(7000)];
    expect((await ops('approvals')).map((r: { id: number }) => r.id)).toEqual([first.id, second.id]);
    expect(await ops('approve', '--id', String(first.id))).toMatchObject({
      outcome: 'approved',
      result: { posted: true, balance: { free: 5000 } },
    });
    expect(await ops('reject', '--id', String(second.id))).toMatchObject({ outcome: 'rejected' });
    expect(await ops('approvals')).toEqual([]);
  });
});

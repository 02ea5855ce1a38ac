import type { Services } from '../../services';
import { listStalledDeletions } from './account-deletions.repository';
import { deleteListenerAccount } from './delete-listener-account';

/**
 * The reconciler's sweep: a deletion whose runner died after the Firebase account was deleted can no
 * longer be retried by the fan (they cannot sign in), so the pass finishes it.
 */
export const accountDeletionsJob = {
  name: 'accountDeletions',
  async run(services: Pick<Services, 'db' | 'stripe' | 'config' | 'identity' | 'now'>) {
    let finished = 0;
    const stalled = await listStalledDeletions(services.db);
    for (const listenerId of stalled) {
      const row = await deleteListenerAccount(services, listenerId, { by: 'reconciler' });
      if (row.state === 'done') finished += 1;
    }
    return { checked: stalled.length, finished };
  },
} as const;

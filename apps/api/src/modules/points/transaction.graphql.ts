import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder';
import type { TransactionRow } from './points.repository';

// One row per ledger entry: a spend drawing on free and paid points shows as two rows.
export const TransactionRef = builder.objectRef<TransactionRow>('Transaction').implement({
  description: 'A ledger entry as the history shows it.',
  fields: (t) => ({
    id: t.id({ resolve: (r) => encodeGlobalID('Transaction', r.id) }),
    name: t.exposeString('name'),
    price: t.exposeInt('price', { nullable: true, description: 'yen paid, for purchases' }),
    amount: t.int({
      description: 'always positive; see income and expenditure',
      resolve: (r) => Math.abs(r.amount),
    }),
    unit: t.exposeString('unit'),
    expenditure: t.boolean({ description: 'a debit', resolve: (r) => r.amount < 0 }),
    income: t.boolean({ description: 'a credit', resolve: (r) => r.amount > 0 }),
    occurredAt: t.field({ type: 'DateTime', resolve: (r) => new Date(r.occurred_at) }),
  }),
});

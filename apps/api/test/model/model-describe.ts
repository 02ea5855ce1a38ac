import { priceName, stateOf, type Model } from './lifecycle-model';

/** One line per creator, for failure messages. */
export function describeModel(model: Model): string {
  const lines = model.memberships.map((m, c) => {
    const parts = [`creator ${c}: ${stateOf(m)}`];
    if (m.joined) parts.push(`tier ${m.tier}`, `price ${priceName(m.price)}`);
    if (m.renewal) parts.push(`renews ${new Date(m.renewal * 1000).toISOString()}`);
    if (m.scheduled) parts.push(`scheduled ${priceName(m.scheduled)}`);
    if (m.pending)
      parts.push(
        `pending ${priceName(m.pending.price)} until ${new Date(m.pending.dropAt * 1000).toISOString()}`,
      );
    if (m.pastDue) parts.push('past due');
    if (m.openInvoice) parts.push('renewal invoice open');
    const archived = model.creators[c]!.archived.flatMap((x, r) => (x ? [r] : []));
    if (archived.length) parts.push(`archived tiers ${archived.join(',')}`);
    return parts.join(', ');
  });
  lines.push(
    `card ${model.card}, points paid ${model.balance.paid} free ${model.balance.free}, now ${new Date(model.now * 1000).toISOString()}`,
  );
  return lines.join('\n');
}

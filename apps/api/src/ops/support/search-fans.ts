import { z } from 'zod';
import { badInput } from '../../lib/domain-error';
import type { OpsContext } from '../ops-context';
import { parseInput } from '../input/parse-input';
import { searchFans as search, type FanQuery } from './fan-search.repository';

const SEARCH_LIMIT = 20;
const Search = z.object({ query: z.string().trim().min(1).max(254) });

// Stripe's ids by their prefix; each names the fan it belongs to.
const STRIPE_IDS: [RegExp, Exclude<FanQuery['kind'], 'listenerId'>][] = [
  [/^cus_[A-Za-z0-9]+$/, 'customer'],
  [/^sub_[A-Za-z0-9]+$/, 'subscription'],
  [/^pi_[A-Za-z0-9]+$/, 'paymentIntent'],
  [/^in_[A-Za-z0-9]+$/, 'invoice'],
];

/** What the operator typed: a listener id, an e-mail address or a Stripe id. */
export function classifyFanQuery(text: string): FanQuery {
  if (/^\d{1,10}$/.test(text) && Number(text) >= 1 && Number(text) <= 2 ** 31 - 1)
    return { kind: 'listenerId', value: Number(text) };
  if (z.string().email().safeParse(text).success) return { kind: 'email', value: text };
  const stripe = STRIPE_IDS.find(([pattern]) => pattern.test(text));
  if (stripe) return { kind: stripe[1], value: text };
  throw badInput(
    'query',
    'ファンID・メールアドレス・Stripe ID (cus_, sub_, pi_, in_) のいずれかで検索してください (a listener id, an e-mail address or a Stripe id: cus_, sub_, pi_, in_)',
  );
}

/** The project's fans named by one search text, at most SEARCH_LIMIT (an e-mail may match several). */
export async function searchFans(ctx: OpsContext, raw: unknown) {
  const { query } = parseInput(Search, raw);
  return search(ctx.db, ctx.projectId, classifyFanQuery(query), SEARCH_LIMIT);
}

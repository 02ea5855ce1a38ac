import type { Plugin } from 'graphql-yoga';
import type { DocumentNode } from 'graphql';
import { ErrorCode } from '@fan/shared';
import type { Config } from '../../config/config';
import type { Context } from '../context';
import { toGraphqlError } from '../domain-errors';
import { addressGroup } from '../../lib/address-group';
import { appError } from '../../lib/domain-error';
import { logger } from '../../lib/logger';
import { currentScope } from '../../lib/request-scope';
import type { Services } from '../../services';
import { countHits, pruneWindows } from './counter';
import { requestCost, selectedOperation } from './request-cost';

/**
 * Mutations that move money, open vouchers or make Stripe objects: the small per-fan budget
 * (RATE_LIMIT_FAN_MONEY a window).
 */
export const MONEY_FIELDS: ReadonlySet<string> = new Set([
  'managePaymentV2',
  'redeemCoupon',
  'updatePaymentMethod',
  'payUnpaidRenewals',
  'deletePaymentMethod',
  'createCustomer',
]);

export const RATE_LIMITED_MESSAGE = 'リクエストが多すぎます。しばらくしてから再度お試しください。';

export interface RateLimitSettings {
  windowSeconds: number;
  /** Per fan (Firebase uid), money mutations. 0: no limit. */
  fanMoney: number;
  /** Per fan, every counted request. 0: no limit. */
  fan: number;
  /** Per client address (an IPv6 /64), every counted request. 0: no limit. */
  ip: number;
  /** Per client address, every request to /ops/graphql, answered or refused. 0: no limit. */
  ops: number;
}

/** The limits in force, or null when they are off (RATE_LIMITS unset: on in production only). */
export function rateLimitSettings(config: Config): RateLimitSettings | null {
  const on = (config.RATE_LIMITS ?? (config.NODE_ENV === 'production' ? 'on' : 'off')) === 'on';
  if (!on) return null;
  return {
    windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
    fanMoney: config.RATE_LIMIT_FAN_MONEY,
    fan: config.RATE_LIMIT_FAN,
    ip: config.RATE_LIMIT_IP,
    ops: config.RATE_LIMIT_OPS,
  };
}

/**
 * Per fan and per address budgets, shared by every instance (a counter row per key and window in
 * PostgreSQL, graphql/rate-limit/counter.ts), checked before any resolver runs. Only requests that can
 * cost money or hurt others are counted: every mutation and the reads that call Stripe; other reads
 * cost nothing here (nginx limits every request per address). A request costs what it selects
 * (request-cost.ts): each root field of a mutation, each selection of a Stripe-reading field
 * (STRIPE_READ_COSTS), aliases and fragments included, and each money mutation under the money budget;
 * so 15 aliases of renewalPayment cost 15, not 1. A request over a budget is answered RATE_LIMITED
 * with `retryAfter` (seconds until the window ends), HTTP 200 as every GraphQL error, and none of it
 * runs. Placed before the revocation gate, so a flood of mutations never reaches the identity service.
 */
export function rateLimits(services: Services): Plugin<Context> {
  const settings = rateLimitSettings(services.config);
  if (!settings) return {};
  let prunedAt = 0;
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const operation = selectedOperation(args.document as DocumentNode, args.operationName);
      if (!operation) return;
      const mutation = operation.operation === 'mutation';
      const cost = requestCost(args.schema, args.document as DocumentNode, operation);
      if (!mutation && cost.stripeReads === 0) return;
      let moneyCalls = 0;
      let calls = 0;
      for (const [name, n] of cost.rootFields) {
        calls += n;
        if (MONEY_FIELDS.has(name)) moneyCalls += n;
      }
      const costs = new Map<string, number>();
      const counted = Math.max(1, (mutation ? calls : 0) + cost.stripeReads);

      const ctx = args.contextValue as Context;
      const limits = new Map<string, number>();
      const uid = ctx.viewer?.uid;
      const limit = (key: string, max: number, n: number) => {
        limits.set(key, max);
        costs.set(key, n);
      };
      if (uid && settings.fan > 0) limit(`fan:${uid}`, settings.fan, counted);
      if (uid && mutation && moneyCalls > 0 && settings.fanMoney > 0)
        limit(`money:${uid}`, settings.fanMoney, moneyCalls);
      const address = currentScope()?.clientAddress;
      if (address && settings.ip > 0) limit(`ip:${addressGroup(address)}`, settings.ip, counted);
      if (limits.size === 0) return;

      let hits;
      try {
        hits = await countHits(services.db, [...limits.keys()], settings.windowSeconds, costs);
      } catch (error) {
        // The database is what every resolver needs next; its own coded error follows there.
        logger.warn({ err: error }, 'rate limit count failed');
        return;
      }
      const now = Date.now();
      if (now - prunedAt >= settings.windowSeconds * 1000) {
        prunedAt = now;
        pruneWindows(services.db, settings.windowSeconds).catch((error: unknown) =>
          logger.warn({ err: error }, 'rate limit prune failed'),
        );
      }
      const over = hits.filter((h) => h.hits > limits.get(h.key)!);
      if (over.length === 0) return;
      const retryAfter = Math.max(...over.map((h) => h.retryAfter));
      setResultAndStopExecution({
        data: null,
        errors: [toGraphqlError(appError(ErrorCode.RateLimited, RATE_LIMITED_MESSAGE, { retryAfter }))],
      });
    },
  };
}

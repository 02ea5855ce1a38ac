import type { Plugin } from 'graphql-yoga';
import {
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
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

/**
 * Reads that call Stripe on every request: a plan change's preview (an invoice preview) and a card
 * form's SetupIntent. The points view (tierTypesConnection) is not counted: its Stripe reads of open
 * purchases are spaced in their rows (PURCHASE_RECHECK_SECONDS), whatever the request rate.
 */
export const STRIPE_READ_FIELDS: ReadonlySet<string> = new Set(['planChangePreview', 'clientSecret']);

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
 * cost nothing here (nginx limits every request per address). A request over a budget is answered
 * RATE_LIMITED with `retryAfter` (seconds until the window ends), HTTP 200 as every GraphQL error.
 * Placed before the revocation gate, so a flood of mutations never reaches the identity service.
 */
export function rateLimits(services: Services): Plugin<Context> {
  const settings = rateLimitSettings(services.config);
  if (!settings) return {};
  let prunedAt = 0;
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const operation = selectedOperation(args.document as DocumentNode, args.operationName);
      if (!operation) return;
      const fields = rootFields(args.document as DocumentNode, operation.selectionSet);
      const money = operation.operation === 'mutation' && fields.some((f) => MONEY_FIELDS.has(f));
      if (operation.operation !== 'mutation' && !fields.some((f) => STRIPE_READ_FIELDS.has(f))) return;

      const ctx = args.contextValue as Context;
      const limits = new Map<string, number>();
      const uid = ctx.viewer?.uid;
      if (uid && settings.fan > 0) limits.set(`fan:${uid}`, settings.fan);
      if (uid && money && settings.fanMoney > 0) limits.set(`money:${uid}`, settings.fanMoney);
      const address = currentScope()?.clientAddress;
      if (address && settings.ip > 0) limits.set(`ip:${addressGroup(address)}`, settings.ip);
      if (limits.size === 0) return;

      let hits;
      try {
        hits = await countHits(services.db, [...limits.keys()], settings.windowSeconds);
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

function selectedOperation(document: DocumentNode, operationName?: string | null) {
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  return operationName ? operations.find((o) => o.name?.value === operationName) : operations[0];
}

/** The operation's root field names, through inline fragments and fragment spreads. */
function rootFields(document: DocumentNode, selectionSet: SelectionSetNode, seen = new Set<string>()) {
  const names: string[] = [];
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) names.push(selection.name.value);
    else if (selection.kind === Kind.INLINE_FRAGMENT)
      names.push(...rootFields(document, selection.selectionSet, seen));
    else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = document.definitions.find(
        (d): d is FragmentDefinitionNode =>
          d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === selection.name.value,
      );
      if (fragment) names.push(...rootFields(document, fragment.selectionSet, seen));
    }
  }
  return names;
}

import type { Plugin } from 'graphql-yoga';
import { Kind, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { ErrorCode } from '@fan/shared';
import type { Context } from './context';
import { appError } from '../lib/domain-error';
import { toGraphqlError } from './domain-errors';
import { gateCache } from '../modules/system/gate-cache';

// Root fields that answer during a maintenance window (the client needs them to show the window).
const OPEN_DURING_MAINTENANCE = new Set(['systemMaintenance', '__typename', '__schema', '__type']);
// Root fields allowed before the latest terms are approved: sign-in itself and the terms screen.
const OPEN_BEFORE_TERMS = new Set([
  ...OPEN_DURING_MAINTENANCE,
  'signInV2',
  'createCustomer',
  'latestTermsAndConditions',
  'approveLatestTermsAndConditions',
]);

/**
 * One gate in front of every product call: MAINTENANCE_IN_PROGRESS during an active window, then
 * TERMS_AND_CONDITIONS_UNAPPROVED for a signed-in listener who has not approved the latest terms.
 * Resolvers never repeat these checks. Its answers come from a short per-instance cache (gate-cache).
 */
export function productGate(): Plugin<Context> {
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const ctx = args.contextValue as Context;
      const fields = rootFields(args.document, args.operationName ?? undefined);
      const stop = (code: ErrorCode, message: string) =>
        setResultAndStopExecution({ data: null, errors: [toGraphqlError(appError(code, message))] });

      if (fields.some((f) => !OPEN_DURING_MAINTENANCE.has(f))) {
        // The platform header is the client's own claim: it may add the app's windows, never
        // escape the web's. Every request is held to the web (and 'all') windows of its project and
        // the platform-wide ones; another project's window never closes it (decision 028).
        const platforms = ctx.platform === 'app' ? ['web', 'app'] : ['web'];
        for (const platform of platforms)
          if (await gateCache(ctx).activeMaintenance(ctx.projectId, platform, ctx.now()))
            return stop(ErrorCode.MaintenanceInProgress, 'ただいまメンテナンス中です。');
        if (!ctx.projectId)
          return stop(ErrorCode.ProjectNotFound, 'プロジェクトが指定されていないか、存在しません。');
      }
      if (fields.some((f) => !OPEN_BEFORE_TERMS.has(f))) {
        const listener = await ctx.listener();
        if (
          listener &&
          !(await gateCache(ctx).hasApprovedLatestTerms(listener.project_id, listener.id, ctx.now()))
        )
          return stop(ErrorCode.TermsAndConditionsUnapproved, '最新の利用規約への同意が必要です。');
      }
    },
  };
}

function rootFields(document: DocumentNode, operationName?: string): string[] {
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations[0];
  if (!operation) return [];
  // Fragments at the root are rare; treat any as a product call so the gate errs on the safe side.
  return operation.selectionSet.selections.map((s) => (s.kind === Kind.FIELD ? s.name.value : '<fragment>'));
}

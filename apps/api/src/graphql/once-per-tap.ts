import type { ArgBuilder } from '@pothos/core';
import type { ListenerRow } from '../modules/listeners/listeners.repository';
import { runOnce } from '../modules/requests/run-once';
import type { FanTypes } from './builder';
import type { Context } from './context';

/** The optional idempotencyKey of a fan's change that a retry or a second tap may send again. */
export const tapKeyArg = (arg: ArgBuilder<FanTypes>) =>
  arg.string({ description: 'One per tap, the same on retries: a repeat answers with the first result' });

/**
 * Runs the signed-in fan's change once per key (runOnce): a repeat answers with the first result.
 * Without a key it runs each time: these are changes a fan may undo and redo quickly (join, card, code).
 */
export async function oncePerTap<T>(
  ctx: Context,
  operation: string,
  args: unknown,
  key: string | null | undefined,
  run: (listener: ListenerRow) => Promise<T>,
): Promise<T> {
  const listener = await ctx.requireListener();
  return runOnce(ctx, listener, { operation, args, key, keylessRepeats: false }, () => run(listener));
}

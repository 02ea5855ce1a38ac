/**
 * A positive integer id from router state. State survives reloads but may come from older code or
 * the card-details shortcut (which stores ids as strings), so both forms are accepted.
 */
export function positiveId(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
}

export function stateField(state: unknown, key: string): unknown {
  return state && typeof state === 'object' ? (state as Record<string, unknown>)[key] : undefined;
}

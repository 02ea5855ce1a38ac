/** The tierId of /payments/points' router state (a number, or its string from local storage). */
export function pointTierId(state: unknown): number | null {
  if (typeof state !== 'object' || state === null || !('tierId' in state)) return null;
  const raw = (state as { tierId: unknown }).tierId;
  const id = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

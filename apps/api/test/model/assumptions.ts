/**
 * Product decisions the model assumes where the spec does not settle them yet (issue 26). Change them
 * here, or for one run with MODEL_ASSUME, e.g. `MODEL_ASSUME=konbiniDowngrade=false,deleteCardWhileRenewing=true`.
 */
export interface Assumptions {
  /** (1) A konbini member is offered downgrade. */
  konbiniDowngrade: boolean;
  /**
   * (2) The saved card may be deleted while a card-paid membership will renew (paid, card, not
   * canceled). false: refused with a coded error while one does; allowed otherwise.
   */
  deleteCardWhileRenewing: boolean;
  /** (2) Resuming a canceled card membership needs a saved card (refused without one). */
  resumeNeedsCard: boolean;
  /** (3) A canceled member is offered register on another paid tier of the same creator. */
  registerWhileCanceled: boolean;
}

export const DEFAULT_ASSUMPTIONS: Assumptions = {
  konbiniDowngrade: true,
  deleteCardWhileRenewing: false,
  resumeNeedsCard: true,
  registerWhileCanceled: false,
};

/** DEFAULT_ASSUMPTIONS with the overrides of `spec` ("name=true,name=false"). */
export function assumptionsFrom(spec: string | undefined): Assumptions {
  const out = { ...DEFAULT_ASSUMPTIONS };
  for (const part of (spec ?? '').split(',').filter(Boolean)) {
    const [name, value] = part.split('=');
    if (!name || !(name in out)) throw new Error(`MODEL_ASSUME: unknown assumption ${name}`);
    (out as Record<string, boolean>)[name] = value !== 'false';
  }
  return out;
}

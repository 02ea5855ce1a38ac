/** A debit would take a bucket below zero; nothing was written. */
export class InsufficientPointsError extends Error {
  constructor() {
    super('insufficient points');
    this.name = 'InsufficientPointsError';
  }
}

/** PostgreSQL (and PGlite) unique_violation. */
export const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/**
 * The projects a token's claims make its holder an operator of: the API's custom claim
 * `{ ops: { <projectId>: 'operator' } }` (apps/api/src/ops/access/operator-claims.ts). Only a hint for the
 * screens: the API checks the claim on every request.
 */
export function operatorProjects(claims: Record<string, unknown>): string[] {
  const ops = claims.ops;
  if (!ops || typeof ops !== 'object' || Array.isArray(ops)) return [];
  return Object.entries(ops as Record<string, unknown>)
    .filter(([, role]) => role === 'operator')
    .map(([project]) => project)
    .sort();
}

/** The project to work in: the one chosen before when it is still allowed, else the first. */
export function pickProject(projects: readonly string[], previous: string | null): string | null {
  if (previous && projects.includes(previous)) return previous;
  return projects[0] ?? null;
}

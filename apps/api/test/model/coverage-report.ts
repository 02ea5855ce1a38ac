// The coverage report: the triples reached, how often, and the declared ones not reached.
import { DECLARED_REACHABLE, UNREACHABLE } from './coverage-declared';

export function coverageReport(reached: Map<string, number>) {
  const missing = DECLARED_REACHABLE.filter((t) => !reached.has(t));
  const lines = [
    `coverage: ${DECLARED_REACHABLE.length - missing.length}/${DECLARED_REACHABLE.length} declared triples reached`,
  ];
  for (const [t, n] of [...reached].sort())
    lines.push(`  ${DECLARED_REACHABLE.includes(t) ? ' ' : '+'} ${t}  ×${n}`);
  if (missing.length) lines.push('declared reachable, NOT reached:', ...missing.map((t) => `  - ${t}`));
  lines.push(
    `(+ reached, not declared; ${UNREACHABLE.length} triples declared unreachable, see coverage-declared.ts)`,
  );
  return { missing, text: lines.join('\n') };
}

/**
 * Fault injection for the exactly-once tests: with FAN_CRASH_AT naming this step, the process dies
 * here at once (SIGKILL: no handler, no finally, no flush), as a crash or a killed container would.
 * The config module refuses the switch in production.
 */
export function crashPoint(step: string): void {
  if (process.env.FAN_CRASH_AT === step) process.kill(process.pid, 'SIGKILL');
}

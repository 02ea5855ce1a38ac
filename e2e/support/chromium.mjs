// Debian's chromium as the journeys (playwright.config.ts) and the Lighthouse benchmark
// (scripts/bench-lighthouse.mjs) start it: no sandbox or GPU in a container, and none of the
// background traffic that would stray into the timings.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

#!/usr/bin/env node
// Operator command: `npm run reconcile` compares the points ledger with itself and with Stripe
// through the running API (GET /admin/reconcile): every succeeded point payment credited exactly
// once, every credit backed by a payment or a redeemed code, balances equal to their entries, every
// live subscription followed by a membership. Prints the counts and each mismatch with its ids;
// exits 1 when there is any. `--run` first asks the API for a reconciler pass.
import { adminApiUrl } from './lib/admin-url.mjs';

// The API's private listener (ADMIN_API_URL, ADMIN_LISTEN or API_PORT + 100): /admin/* is nowhere else.
const api = adminApiUrl();
const token = process.env.ADMIN_TOKEN ?? 'dev-admin-token-change-me';
const headers = { authorization: `Bearer ${token}` };

if (process.argv.includes('--run')) {
  const pass = await fetch(`${api}/admin/reconcile`, { method: 'POST', headers });
  console.log(`reconciler pass: ${pass.status} ${await pass.text()}`);
}
const response = await fetch(`${api}/admin/reconcile`, { headers });
if (!response.ok) {
  console.error(`reconcile: ${response.status} ${await response.text()}`);
  process.exit(2);
}
const report = await response.json();
console.log(`counts: ${JSON.stringify(report.counts)}`);
for (const m of report.mismatches) console.log(`MISMATCH ${m.kind} ${m.id}: ${m.detail}`);
console.log(`${report.mismatches.length} mismatches`);
process.exit(report.mismatches.length > 0 ? 1 : 0);

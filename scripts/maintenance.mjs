#!/usr/bin/env node
// Operator command: `node scripts/maintenance.mjs start <minutes> [web|app|all]` opens a maintenance
// window now; `node scripts/maintenance.mjs end` ends the active one. Talks to the running API.
const [command, minutes = '30', platform = 'web'] = process.argv.slice(2);
const api = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 4000}`;
const token = process.env.ADMIN_TOKEN ?? 'dev-admin-token-change-me';
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

if (command === 'start') {
  const windowEnd = new Date(Date.now() + Number(minutes) * 60_000).toISOString();
  const response = await fetch(`${api}/admin/maintenance`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ platform, windowEnd }),
  });
  console.log(response.status, await response.text());
  process.exit(response.ok ? 0 : 1);
} else if (command === 'end') {
  const response = await fetch(`${api}/admin/maintenance`, { method: 'DELETE', headers });
  console.log(response.status, await response.text());
  process.exit(response.ok ? 0 : 1);
} else {
  console.error('usage: node scripts/maintenance.mjs start <minutes> [web|app|all] | end');
  process.exit(2);
}

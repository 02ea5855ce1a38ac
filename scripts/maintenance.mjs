#!/usr/bin/env node
// Automation (ADMIN_TOKEN): `node scripts/maintenance.mjs start <minutes> [web|app|all]` opens a
// platform-wide maintenance window now (every project's fans); `node scripts/maintenance.mjs end`
// ends the active platform-wide windows. A single project's window is its operators' business
// (`npm run ops -- maintenance-start`, decision 028). Talks to the running API, which audits both
// as `automation:admin-token` (every project's operators see them in `npm run ops -- audit`).
import { adminApiUrl } from './lib/admin-url.mjs';
const [command, minutes = '30', platform = 'web'] = process.argv.slice(2);
// The API's private listener (ADMIN_API_URL, ADMIN_LISTEN or API_PORT + 100): /admin/* is nowhere else.
const api = adminApiUrl();
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
  console.error(
    'usage: node scripts/maintenance.mjs start <minutes> [web|app|all] | end   (platform-wide: every project)',
  );
  process.exit(2);
}

#!/usr/bin/env node
// No lost accounts in development: `npm start` (start-all) on a fresh data folder, a new fan signs up,
// signs in to the API and redeems a code; start-all's process group is SIGKILLed (`kill -9` of
// `npm start`: no clean-up, no export; its children, in groups of their own, are left running);
// `npm start` again on the same folder ends those leftovers and starts: the fan signs in with their
// password, the API answers with the same listener and balance, the demo fan is there, nothing was
// re-seeded. Prints the warm start time.
//
//   node scripts/test-dev-restart.mjs   (WEB_PORT, API_PORT, STRIPE_SANDBOX_PORT, AUTH_EMULATOR_PORT)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'fan-dev-restart-'));
process.env.DATA_DIR = dataDir;
process.argv.push('--kill');
const { startOnce } = await import('./bench-start.mjs');
const apiPort = Number(process.env.API_PORT ?? 4000);
const authPort = Number(process.env.AUTH_EMULATOR_PORT ?? 9099);
const auth = `http://127.0.0.1:${authPort}/identitytoolkit.googleapis.com/v1`;
/** @type {string[]} */
const failures = [];
/** @param {boolean} ok @param {string} what */
const check = (ok, what) => {
  console.log(`[dev-restart] ${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

/** @param {string} path @param {string} email @param {string} pass */
async function password(path, email, pass) {
  const body = await fetch(`${auth}/${path}?key=dev`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: pass, returnSecureToken: true }),
  }).then((r) => r.json());
  return body;
}
/** @param {string} token @param {string} query */
async function gql(token, query, variables = {}) {
  const body = await fetch(`http://127.0.0.1:${apiPort}/api/v2/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-project-id': 'demo' },
    body: JSON.stringify({ query, variables }),
  }).then((r) => r.json());
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}
const BALANCE = '{ tierTypesConnection { nodes { balance } } }';
const SIGN_IN = 'mutation($i: SignInV2Input!) { signInV2(input: $i) { listenerProfile { databaseId } } }';
/** @param {string} token @param {string} email */
const signIn = (token, email) =>
  gql(token, SIGN_IN, { i: { provider: 'password', email, platform: 'web', projectId: 'demo' } });

let exitCode = 1;
let running = null;
try {
  running = await startOnce();
  console.log(`[dev-restart] cold start: ready after ${(running.answered / 1000).toFixed(1)} s`);
  const email = `restart-${Date.now()}@example.com`;
  const created = await password('accounts:signUp', email, 'restart1234');
  if (!created.idToken) throw new Error(JSON.stringify(created));
  // The address verified (the emulator's admin call), as the verification link would.
  await fetch(`${auth}/projects/demo-fan-app/accounts:update?key=dev`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: created.localId, emailVerified: true }),
  });
  created.idToken = (await password('accounts:signInWithPassword', email, 'restart1234')).idToken;
  const before = (await signIn(created.idToken, email)).signInV2.listenerProfile.databaseId;
  await gql(created.idToken, 'mutation { approveLatestTermsAndConditions { version } }');
  // A balance to find again after the restart.
  await gql(created.idToken, 'mutation { redeemCoupon(code: "VTFAN500", type: "point") { __typename } }');
  // Saved within a second of the change: wait for the snapshot, then die without a chance to save.
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const saved = (() => {
      try {
        return readFileSync(join(dataDir, 'firebase/auth_export/accounts.json'), 'utf8');
      } catch {
        return '';
      }
    })();
    if (saved.includes(email)) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  await running.stop(); // kill -9 of start-all
  running = null;

  running = await startOnce();
  console.log(
    `[dev-restart] warm start after kill -9: URL printed after ${(running.printed / 1000).toFixed(1)} s, API answered after ${(running.answered / 1000).toFixed(1)} s`,
  );
  const again = await password('accounts:signInWithPassword', email, 'restart1234');
  check(Boolean(again.idToken), `the fan created before the kill signs in (${again.error?.message ?? 'ok'})`);
  if (again.idToken) {
    const after = (await signIn(again.idToken, email)).signInV2.listenerProfile.databaseId;
    check(after === before, `the API knows their listener (${before} before, ${after} after)`);
    const balance = (await gql(again.idToken, BALANCE)).tierTypesConnection.nodes[0].balance;
    check(balance === 500, `and their balance (${balance} points)`);
  }
  check(
    /ending process group/.test(running.output()),
    'the second start ended what the killed one left running',
  );
  const demo = await password('accounts:signInWithPassword', 'demo@example.com', 'demo1234');
  check(Boolean(demo.idToken), 'the demo fan signs in');
  check(!/demo data ready/.test(running.output()), 'the warm start did not re-seed the demo data');
  exitCode = failures.length ? 1 : 0;
  if (exitCode) console.log(`[dev-restart] the second start's output:\n${running.output().slice(-6000)}`);
} catch (error) {
  console.error(error);
} finally {
  await running?.stop(false); // Ctrl-C: everything ends
  if (exitCode === 0) rmSync(dataDir, { recursive: true, force: true });
  else console.log(`[dev-restart] data kept in ${dataDir}`);
}
process.exit(exitCode);

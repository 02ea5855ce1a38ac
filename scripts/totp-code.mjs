#!/usr/bin/env node
// Development: the current code of a TOTP secret, as an authenticator app would show it (RFC 6238,
// SHA-1, 30 s, 6 digits). Without an argument, the demo operator's (DEMO_OPERATOR_TOTP_SECRET), so
// `npm start`'s console sign-in works without a phone: node scripts/totp-code.mjs [<base32 secret>]
import { Secret, TOTP } from 'otpauth';

const secret = process.argv[2] ?? process.env.DEMO_OPERATOR_TOTP_SECRET ?? 'KRUGS4ZANFZSAYJAMRSW23ZAONSWG4TF';
const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
const left = 30 - (Math.floor(Date.now() / 1000) % 30);
console.log(`${totp.generate()}   (valid for ${left} more seconds)`);

import type Stripe from 'stripe';
import type { Config } from './config/config';
import type { Db } from './db/db';
import type { IdentityVerifier } from './integrations/firebase/verify-id-token';

/**
 * What every rule may use, made once per API process (main.ts) or test harness: configuration, the
 * database, Stripe, the identity verifier and the clock. Its own module, so rules need not import
 * the GraphQL request context to name it.
 */
export interface Services {
  config: Config;
  db: Db;
  stripe: Stripe;
  identity: IdentityVerifier;
  now: () => Date;
}

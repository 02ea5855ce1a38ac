import type { Command, Local } from '../command';
import { AUDIT_COMMANDS } from './audit';
import { BOOTSTRAP } from './bootstrap';
import { CREATORS_COMMANDS } from './creators';
import { MAINTENANCE } from './maintenance';
import { APPROVALS } from './approvals';
import { POINTS } from './points';
import { PROJECT } from './project';
import { PROMOTIONS } from './promotions';
import { SUPPORT } from './support';
import { TERMS_COMMANDS } from './terms';
import { TIERS } from './tiers';

// Every command, in the order `npm run ops -- --help` lists them; one file per area.

/** Bootstrap (the server's credentials) and sign-in: no call to /ops/graphql. */
export const LOCAL: Local[] = BOOTSTRAP;

/** One operation over /ops/graphql each, as the signed-in operator. */
export const COMMANDS: Command[] = [
  ...PROJECT,
  ...CREATORS_COMMANDS,
  ...TIERS,
  ...POINTS,
  ...PROMOTIONS,
  ...TERMS_COMMANDS,
  ...MAINTENANCE,
  ...APPROVALS,
  ...SUPPORT,
  ...AUDIT_COMMANDS,
];

import type { RequestStore } from '../../../lib/per-request';
import type { Services } from '../../../services';

/** What the catalogue and membership views read through: the database, the clock and settings (the catalogue cache's bound) and the request's loaders. */
export type ViewServices = Pick<Services, 'db' | 'config' | 'now'> & RequestStore;

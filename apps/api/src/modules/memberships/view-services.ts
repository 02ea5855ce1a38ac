import type { RequestStore } from '../../lib/per-request';
import type { Services } from '../../services';

/** What the catalogue and membership views read through: the database and the request's loaders. */
export type ViewServices = Pick<Services, 'db'> & RequestStore;

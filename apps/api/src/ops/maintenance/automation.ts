import type { Services } from '../../services';
import type { Operator } from '../ops-context';
import type { MaintenanceContext } from './maintenance';

/**
 * Automation in the audit log: whoever holds ADMIN_TOKEN (deploy scripts, scripts/maintenance.mjs)
 * through /admin/maintenance. One shared token names no person; the row's request id leads to the
 * request's log line (its address).
 */
export const AUTOMATION: Operator = { uid: 'automation:admin-token', email: null };

/** The platform-wide scope (every project) automation opens and ends windows in. */
export const automationContext = (services: Services, requestId: string | null): MaintenanceContext => ({
  ...services,
  projectId: null,
  operator: AUTOMATION,
  requestId,
});

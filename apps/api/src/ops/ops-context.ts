import type { Services } from '../services';

// The context every operators' resolver and rule takes, apart from the code that builds it
// (context.ts), so the areas depend on its shape only.
export interface Operator {
  uid: string;
  email: string | null;
}

export interface OpsContext extends Services {
  /** The project named by the header; the operator holds the operator role for it. */
  projectId: string;
  operator: Operator;
  /** The operator's second-factor session; null only for the calls that start one (ops/access/session-free.ts). */
  session: { id: string } | null;
  requestId: string | null;
}

import { builder } from './builder';
// Each module registers its types and fields on import.
import '../modules/system/system.graphql';
import '../modules/listeners/listeners.graphql';
import '../modules/customers/customers.graphql';
import '../modules/points/points.graphql';
import '../modules/coupons/coupons.graphql';
import '../modules/saved-card/saved-card.graphql';
import '../modules/payments/payments.graphql';
import '../modules/payment-history/payment-history.graphql';
import '../modules/memberships/reads/tier.graphql';
import '../modules/memberships/reads/membership.graphql';
import '../modules/memberships/free/free-membership.graphql';
import '../modules/memberships/paid/plan-change-preview.graphql';
import '../modules/memberships/renewals/unpaid-renewal.graphql';
import '../modules/memberships/renewals/renewal-reminder.graphql';
import '../modules/memberships/paid/pay-unpaid-renewals.graphql';
import '../modules/account-deletion/account-deletion.graphql';

export const schema = builder.toSchema({ sortSchema: true });

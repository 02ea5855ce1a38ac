import type { Route } from './http/router.ts';
import { customerRoutes } from './resources/customers.ts';
import { eventRoutes } from './resources/events.ts';
import { invoicePreviewRoutes } from './resources/invoice-preview.ts';
import { invoiceRoutes } from './resources/invoices.ts';
import { paymentIntentRoutes } from './resources/payment-intents.ts';
import { paymentMethodRoutes } from './resources/payment-methods.ts';
import { catalogRoutes } from './resources/products.ts';
import { refundRoutes } from './resources/refunds.ts';
import { setupIntentRoutes } from './resources/setup-intents.ts';
import { subscriptionRoutes } from './resources/subscriptions.ts';
import { subscriptionScheduleRoutes } from './resources/subscription-schedules.ts';
import { testClockRoutes } from './resources/test-clocks.ts';
import type { Sandbox } from './sandbox.ts';

/** Every `/v1` endpoint the sandbox implements (the API definition is generated for these). */
export function apiRoutes(sb: Sandbox): Route[] {
  return [
    customerRoutes,
    catalogRoutes,
    paymentMethodRoutes,
    setupIntentRoutes,
    paymentIntentRoutes,
    refundRoutes,
    subscriptionRoutes,
    subscriptionScheduleRoutes,
    invoicePreviewRoutes,
    invoiceRoutes,
    eventRoutes,
    testClockRoutes,
  ].flatMap((routes) => routes(sb));
}

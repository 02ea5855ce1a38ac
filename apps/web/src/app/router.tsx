// Route table of spec section 2. Every screen is a lazy chunk; Apollo and Firebase load with
// the first screen that needs them (DataLayout, AccessGuard), never on the landing page, and the
// sign-in screens load Apollo only when a sign-in reaches the API.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { Loading } from '../components/ui/Loading';
import { setNavigator } from '../lib/navigation';
import { AccessGuard } from './AccessGuard';
import { screen } from './lazy-screen';
import { RootLayout } from './RootLayout';
import { RouterError } from './RouterError';

/** Open to everyone (no guard). */
const publicRoutes: RouteObject[] = [
  { path: 'password/update', lazy: screen(() => import('../features/auth/routes/PasswordUpdatePage')) },
  { path: 'maintenance', lazy: screen(() => import('../features/system/routes/MaintenancePage')) },
  { path: 'auth/handler', lazy: screen(() => import('../features/auth/routes/AuthHandlerPage')) },
  // A legal notice: readable by anyone, linked from /points.
  {
    path: 'points/payment_services_act',
    lazy: screen(() => import('../features/legal/routes/PaymentServicesActPage')),
  },
];

/** Signed-out visitors only. */
const guestRoutes: RouteObject[] = [
  { path: 'sign_in', lazy: screen(() => import('../features/auth/routes/SignInPage')) },
  { path: 'sign_up', lazy: screen(() => import('../features/auth/routes/SignUpPage')) },
];

/** Signed-in listeners only. */
const authRoutes: RouteObject[] = [
  { path: 'home', lazy: screen(() => import('../features/home/routes/HomePage')) },
  {
    path: 'membership_cards',
    lazy: screen(() => import('../features/member-cards/routes/MembershipCardsPage')),
  },
  { path: 'points', lazy: screen(() => import('../features/points/routes/PointsPage')) },
  {
    path: 'points/transactions',
    lazy: screen(() => import('../features/points/routes/PointTransactionsPage')),
  },
  { path: 'memberships', lazy: screen(() => import('../features/memberships/routes/MembershipsPage')) },
  {
    path: 'memberships/plans',
    lazy: screen(() => import('../features/memberships/routes/MembershipPlansPage')),
  },
  {
    path: 'payments/card/details',
    lazy: screen(() => import('../features/saved-card/routes/CardDetailsPage')),
  },
  { path: 'payments/card/form', lazy: screen(() => import('../features/saved-card/routes/CardFormPage')) },
  {
    path: 'payments/history',
    lazy: screen(() => import('../features/payment-history/routes/PaymentHistoryPage')),
  },
  {
    path: 'payments/history/:paymentId/receipt',
    lazy: screen(() => import('../features/payment-history/routes/ReceiptPage')),
  },
  {
    path: 'payments/managements',
    lazy: screen(() => import('../features/membership-change/routes/PaymentManagementsPage')),
  },
  {
    path: 'payments/managements/success',
    lazy: screen(() => import('../features/payment-result/routes/PaymentSuccessPage')),
  },
  {
    path: 'payments/managements/waiting',
    lazy: screen(() => import('../features/payment-result/routes/PaymentWaitingPage')),
  },
  {
    path: 'payments/managements/failure',
    lazy: screen(() => import('../features/payment-result/routes/PaymentFailurePage')),
  },
  {
    path: 'payments/memberships',
    lazy: screen(() => import('../features/membership-change/routes/MembershipPaymentPage')),
  },
  {
    path: 'payments/points',
    lazy: screen(() => import('../features/point-purchase/routes/PointPaymentPage')),
  },
  {
    path: 'payments/konbini/success',
    lazy: screen(() => import('../features/membership-change/routes/KonbiniSuccessPage')),
  },
  { path: 'promotion_codes', lazy: screen(() => import('../features/promotions/routes/PromotionCodesPage')) },
  {
    path: 'account_settings/providers',
    lazy: screen(() => import('../features/auth/routes/ProvidersPage')),
  },
  {
    path: 'account_settings/providers/apple',
    lazy: screen(() => import('../features/auth/routes/AppleProviderPage')),
  },
  {
    path: 'account_settings/providers/google',
    lazy: screen(() => import('../features/auth/routes/GoogleProviderPage')),
  },
  {
    path: 'account_settings/providers/email',
    lazy: screen(() => import('../features/auth/routes/EmailProviderPage')),
  },
  {
    path: 'account_settings/providers/email/register',
    lazy: screen(() => import('../features/auth/routes/EmailRegisterPage')),
  },
  { path: 'email/update', lazy: screen(() => import('../features/auth/routes/EmailUpdatePage')) },
  {
    path: 'account_settings/delete',
    lazy: screen(() => import('../features/account-deletion/routes/AccountDeletionPage')),
  },
  {
    path: 'account_settings/delete/confirm',
    lazy: screen(() => import('../features/account-deletion/routes/AccountDeletionConfirmPage')),
  },
  { path: 'terms_and_conditions', lazy: screen(() => import('../features/legal/routes/TermsPage')) },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouterError,
    HydrateFallback: () => <Loading fullScreen />,
    children: [
      { index: true, lazy: screen(() => import('../features/landing/routes/LandingPage')) },
      // After 退会 the fan is signed out: a page with neither a guard nor Apollo.
      {
        path: 'account_deleted',
        lazy: screen(() => import('../features/account-deletion/routes/AccountDeletedPage')),
      },
      // The sign-in screens render without Apollo: their flows load the client when they need it.
      { element: <AccessGuard access="guest" />, children: guestRoutes },
      {
        lazy: screen(() => import('./DataLayout')),
        children: [...publicRoutes, { element: <AccessGuard access="auth" />, children: authRoutes }],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);

// Error-code redirects replace the failing screen in history, so Back does not loop into it.
setNavigator(async (to) => {
  if (router.state.location.pathname !== to) await router.navigate(to, { replace: true });
});

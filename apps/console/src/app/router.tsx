// The console's routes (at the root of its own origin): sign-in, then the operator's screens, each a lazy chunk.
import { createBrowserRouter } from 'react-router';
import { Loading } from '../components/Loading';
import { screen } from './lazy-screen';
import { RouterError } from './RouterError';

export const router = createBrowserRouter([
  {
    errorElement: <RouterError />,
    hydrateFallbackElement: <Loading />,
    children: [
      { path: 'sign-in', lazy: screen(() => import('../features/sign-in/SignInPage')) },
      {
        // Apollo and the shell load with the first operator screen, not with sign-in.
        lazy: async () => ({ Component: (await import('./RequireOperator')).RequireOperator }),
        children: [
          { index: true, lazy: screen(() => import('../features/dashboard/DashboardPage')) },
          { path: 'creators', lazy: screen(() => import('../features/catalogue/CreatorsPage')) },
          { path: 'creators/:id', lazy: screen(() => import('../features/catalogue/CreatorPage')) },
          { path: 'points', lazy: screen(() => import('../features/catalogue/PointTypesPage')) },
          {
            path: 'promotion-codes',
            lazy: screen(() => import('../features/catalogue/PromotionCodesPage')),
          },
          { path: 'fans', lazy: screen(() => import('../features/fans/FansPage')) },
          { path: 'fans/:id', lazy: screen(() => import('../features/fans/FanPage')) },
          { path: 'terms', lazy: screen(() => import('../features/terms/TermsPage')) },
          { path: 'maintenance', lazy: screen(() => import('../features/maintenance/MaintenancePage')) },
          { path: 'audit', lazy: screen(() => import('../features/audit/AuditPage')) },
          {
            path: 'unused-balance',
            lazy: screen(() => import('../features/reports/UnusedBalancePage')),
          },
          {
            path: 'unpaid-renewals',
            lazy: screen(() => import('../features/reports/UnpaidRenewalsPage')),
          },
          { path: 'exports', lazy: screen(() => import('../features/reports/ExportsPage')) },
          { path: '*', lazy: screen(() => import('./NotFoundPage')) },
        ],
      },
    ],
  },
]);

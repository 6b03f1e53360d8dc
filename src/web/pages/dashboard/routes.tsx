import type { RouteObject } from 'react-router';

/** Routes of this area; each page is loaded on demand so the first load stays small. */
export const dashboardRoutes: RouteObject[] = [{ path: 'dashboard', lazy: async () => ({ Component: (await import('./DashboardPage')).DashboardPage }) }];

import type { RouteObject } from 'react-router';

/** Routes of the stock ledger; loaded on demand. */
export const stockRoutes: RouteObject[] = [
  { path: 'inventory/movements', lazy: async () => ({ Component: (await import('./MovementsPage')).MovementsPage }) },
];

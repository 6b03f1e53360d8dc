import type { RouteObject } from 'react-router';

/** Routes of this area; each page is loaded on demand so the first load stays small. */
export const salesRoutes: RouteObject[] = [
  { path: 'sales', lazy: async () => ({ Component: (await import('./SalesHistoryPage')).SalesHistoryPage }) },
  { path: 'sales/mine', lazy: async () => ({ Component: (await import('./MySalesTodayPage')).MySalesTodayPage }) },
  { path: 'sales/offline', lazy: async () => ({ Component: (await import('./OfflineSalesPage')).OfflineSalesPage }) },
  { path: 'sales/summary', lazy: async () => ({ Component: (await import('./SalesSummaryPage')).SalesSummaryPage }) },
];

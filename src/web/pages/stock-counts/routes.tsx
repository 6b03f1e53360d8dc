import type { RouteObject } from 'react-router';

/** Routes of stock counts; each page is loaded on demand. */
export const stockCountRoutes: RouteObject[] = [
  { path: 'inventory/counts', lazy: async () => ({ Component: (await import('./StockCountListPage')).StockCountListPage }) },
  { path: 'inventory/counts/:id', lazy: async () => ({ Component: (await import('./StockCountPage')).StockCountPage }) },
  { path: 'inventory/counts/:id/review', lazy: async () => ({ Component: (await import('./StockCountReviewPage')).StockCountReviewPage }) },
];

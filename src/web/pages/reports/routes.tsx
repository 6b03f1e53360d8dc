import type { RouteObject } from 'react-router';

const lowInventory = async () => ({ Component: (await import('./LowInventoryPage')).LowInventoryPage });

/** Routes of this area; each page is loaded on demand so the first load stays small. */
export const reportsRoutes: RouteObject[] = [
  { path: 'reports', lazy: async () => ({ Component: (await import('./ReportsPage')).ReportsPage }) },
  { path: 'reports/lowinventory/*', lazy: lowInventory },
  { path: 'lowpage/:lowpageNumber/*', lazy: lowInventory },
];

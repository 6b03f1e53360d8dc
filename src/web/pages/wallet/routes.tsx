import type { RouteObject } from 'react-router';

/** Routes of this area; each page is loaded on demand so the first load stays small. */
export const walletRoutes: RouteObject[] = [
  { path: 'wallet', lazy: async () => ({ Component: (await import('./WalletPage')).WalletPage }) },
  { path: 'wallet/:id', lazy: async () => ({ Component: (await import('./WalletReceiptsPage')).WalletReceiptsPage }) },
];

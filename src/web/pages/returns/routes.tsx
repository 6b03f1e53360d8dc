import type { RouteObject } from 'react-router';

/** Routes of this area; each page is loaded on demand so the first load stays small. */
export const returnsRoutes: RouteObject[] = [
  { path: 'returns/slip', lazy: async () => ({ Component: (await import('./RefundSlipPage')).RefundSlipPage }) },
  { path: 'returns/*', lazy: async () => ({ Component: (await import('./ReturnsPage')).ReturnsPage }) },
];

import type { RouteObject } from 'react-router';

const terminal = async () => ({ Component: (await import('./PosPage')).PosPage });

/** Routes of this area; each page is loaded on demand so the first load stays small. */
export const posRoutes: RouteObject[] = [
  { path: 'pos/*', lazy: terminal },
  { path: 'pagepos/:pageNumber/*', lazy: terminal },
  { path: 'searchpos/:keyword/page/:pageNumber', lazy: terminal },
  { path: 'searchpos/:keyword/*', lazy: terminal },
  { path: 'receipt/:barcode', lazy: async () => ({ Component: (await import('./ReceiptPrintPage')).ReceiptPrintPage }) },
];

/** The screen facing the customer: a window of its own, outside the app's header and navigation. */
export const posDisplayRoutes: RouteObject[] = [{ path: '/pos/display', lazy: async () => ({ Component: (await import('./display/CustomerDisplayPage')).CustomerDisplayPage }) }];

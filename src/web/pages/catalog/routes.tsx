import type { RouteObject } from 'react-router';

/** Routes of the catalogue import; loaded on demand. */
export const catalogRoutes: RouteObject[] = [{ path: 'inventory/import', lazy: async () => ({ Component: (await import('./ImportPage')).ImportPage }) }];

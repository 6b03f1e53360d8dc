import type { RouteObject } from 'react-router';

/** Routes of this area; loaded on demand. */
export const suppliersRoutes: RouteObject[] = [{ path: 'suppliers', lazy: async () => ({ Component: (await import('./SupplierListPage')).SupplierListPage }) }];

import type { RouteObject } from 'react-router';

/** Routes of this area; each page is loaded on demand. */
export const purchaseOrdersRoutes: RouteObject[] = [
  { path: 'purchase-orders', lazy: async () => ({ Component: (await import('./PurchaseOrderListPage')).PurchaseOrderListPage }) },
  { path: 'purchase-orders/new', lazy: async () => ({ Component: (await import('./PurchaseOrderCreatePage')).PurchaseOrderCreatePage }) },
  { path: 'purchase-orders/:id', lazy: async () => ({ Component: (await import('./PurchaseOrderPage')).PurchaseOrderPage }) },
];

/**
 * The route table: each area of the product contributes its own routes (pages/<area>/routes.tsx).
 */
import type { RouteObject } from 'react-router';
import { AppLayout } from './components/AppLayout';
import { RouteErrorPage } from './components/RouteErrorPage';
import { adminRoutes } from './pages/admin/routes';
import { authRoutes } from './pages/auth/routes';
import { quickKeyRoutes } from './pages/quick-keys/routes';
import { startRoutes } from './pages/start/routes';
import { catalogRoutes } from './pages/catalog/routes';
import { dashboardRoutes } from './pages/dashboard/routes';
import { homeRoutes } from './pages/home/routes';
import { inventoryRoutes } from './pages/inventory/routes';
import { itemsRoutes } from './pages/items/routes';
import { labelsRoutes } from './pages/labels/routes';
import { manufacturersRoutes } from './pages/manufacturers/routes';
import { NotFoundPage } from './pages/NotFoundPage';
import { posDisplayRoutes, posRoutes } from './pages/pos/routes';
import { profileRoutes } from './pages/profile/routes';
import { purchaseOrdersRoutes } from './pages/purchase-orders/routes';
import { registersRoutes } from './pages/registers/routes';
import { reportsRoutes } from './pages/reports/routes';
import { returnsRoutes } from './pages/returns/routes';
import { salesRoutes } from './pages/sales/routes';
import { settingsRoutes } from './pages/settings/routes';
import { stockRoutes } from './pages/stock/routes';
import { suppliersRoutes } from './pages/suppliers/routes';
import { stockCountRoutes } from './pages/stock-counts/routes';
import { walletRoutes } from './pages/wallet/routes';

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    // A screen that fails (its code cannot be loaded, it throws) shows RouteErrorPage inside the
    // layout, so the menu stays: the pathless route below catches for every screen.
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          ...homeRoutes,
          ...authRoutes,
          ...startRoutes,
          ...quickKeyRoutes,
          ...adminRoutes,
          ...profileRoutes,
          ...inventoryRoutes,
          ...labelsRoutes,
          ...catalogRoutes,
          ...stockRoutes,
          ...suppliersRoutes,
          ...purchaseOrdersRoutes,
          ...stockCountRoutes,
          ...itemsRoutes,
          ...manufacturersRoutes,
          ...settingsRoutes,
          ...posRoutes,
          ...returnsRoutes,
          ...registersRoutes,
          ...walletRoutes,
          ...reportsRoutes,
          ...dashboardRoutes,
          ...salesRoutes,
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
  ...posDisplayRoutes,
];

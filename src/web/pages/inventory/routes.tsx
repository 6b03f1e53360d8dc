import type { RouteObject } from 'react-router';

const list = async () => ({ Component: (await import('./InventoryListPage')).InventoryListPage });

/** Routes of this area; each page is loaded on demand so the first load stays small. */
export const inventoryRoutes: RouteObject[] = [
  { path: 'inventory', lazy: list },
  { path: 'inventory/add', lazy: async () => ({ Component: (await import('./InventoryAddPage')).InventoryAddPage }) },
  { path: 'inventory/edit/:id', lazy: async () => ({ Component: (await import('./InventoryEditPage')).InventoryEditPage }) },
  { path: 'inventory/*', lazy: list },
  { path: 'page/:pageNumber/*', lazy: list },
  { path: 'search/:keyword/page/:pageNumber', lazy: list },
  { path: 'search/:keyword/*', lazy: list },
];

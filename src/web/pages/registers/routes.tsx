import type { RouteObject } from 'react-router';

/** Routes of the cash drawer: registers and their shifts; each page is loaded on demand. */
export const registersRoutes: RouteObject[] = [
  { path: 'registers', lazy: async () => ({ Component: (await import('./RegistersPage')).RegistersPage }) },
  { path: 'registers/:id/open', lazy: async () => ({ Component: (await import('./OpenShiftPage')).OpenShiftPage }) },
  { path: 'shifts', lazy: async () => ({ Component: (await import('./ShiftListPage')).ShiftListPage }) },
  { path: 'shifts/:id', lazy: async () => ({ Component: (await import('./ShiftReportPage')).ShiftReportPage }) },
  { path: 'shifts/:id/cash', lazy: async () => ({ Component: (await import('./CashMovementPage')).CashMovementPage }) },
  { path: 'shifts/:id/close', lazy: async () => ({ Component: (await import('./CloseShiftPage')).CloseShiftPage }) },
];

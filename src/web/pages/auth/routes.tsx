import type { RouteObject } from 'react-router';

/** Routes of this area; each page is loaded on demand so the first load stays small. */
export const authRoutes: RouteObject[] = [
  { path: 'login', lazy: async () => ({ Component: (await import('./LoginPage')).LoginPage }) },
  { path: 'owner', lazy: async () => ({ Component: (await import('./OwnerRegisterPage')).OwnerRegisterPage }) },
];

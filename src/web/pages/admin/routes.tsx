import type { RouteObject } from 'react-router';

/** Routes of this area; each page is loaded on demand so the first load stays small. */
export const adminRoutes: RouteObject[] = [
  { path: 'admin/userlist', lazy: async () => ({ Component: (await import('./UserListPage')).UserListPage }) },
  { path: 'admin/user/register/*', lazy: async () => ({ Component: (await import('./UserRegisterPage')).UserRegisterPage }) },
  { path: 'admin/user/:id', lazy: async () => ({ Component: (await import('./UserEditPage')).UserEditPage }) },
  { path: 'register/*', lazy: async () => ({ Component: (await import('./RegisterPage')).RegisterPage }) },
];

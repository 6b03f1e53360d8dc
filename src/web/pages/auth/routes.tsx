import type { RouteObject } from 'react-router';

/** Routes of this area; each page is loaded on demand so the first load stays small. */
export const authRoutes: RouteObject[] = [
  { path: 'login', lazy: async () => ({ Component: (await import('./LoginPage')).LoginPage }) },
  { path: 'forgot-password', lazy: async () => ({ Component: (await import('./ForgotPasswordPage')).ForgotPasswordPage }) },
  { path: 'reset-password/:token', lazy: async () => ({ Component: (await import('./ResetPasswordPage')).ResetPasswordPage }) },
  { path: 'owner', lazy: async () => ({ Component: (await import('./OwnerRegisterPage')).OwnerRegisterPage }) },
];

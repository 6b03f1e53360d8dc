import type { RouteObject } from 'react-router';

/** The quick start, loaded on demand. */
export const startRoutes: RouteObject[] = [{ path: 'start', lazy: async () => ({ Component: (await import('./QuickStartPage')).QuickStartPage }) }];

import type { RouteObject } from 'react-router';

/** The quick-keys screen, loaded on demand. */
export const quickKeyRoutes: RouteObject[] = [{ path: 'quick-keys', lazy: async () => ({ Component: (await import('./QuickKeysPage')).QuickKeysPage }) }];

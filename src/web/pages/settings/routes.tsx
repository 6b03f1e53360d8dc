import type { RouteObject } from 'react-router';

/** Routes of this area; each page is loaded on demand so the first load stays small. */
export const settingsRoutes: RouteObject[] = [{ path: 'settings/*', lazy: async () => ({ Component: (await import('./SettingsPage')).SettingsPage }) }];

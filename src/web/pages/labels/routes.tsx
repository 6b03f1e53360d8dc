import type { RouteObject } from 'react-router';

/** The labels screen, loaded on demand (with its barcode encoder) only when it is opened. */
export const labelsRoutes: RouteObject[] = [{ path: 'labels', lazy: async () => ({ Component: (await import('./LabelsPage')).LabelsPage }) }];

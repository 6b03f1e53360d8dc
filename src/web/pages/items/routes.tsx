import type { RouteObject } from 'react-router';

const list = async () => ({ Component: (await import('./ItemListPage')).ItemListPage });

/** Routes of this area; each page is loaded on demand so the first load stays small. */
export const itemsRoutes: RouteObject[] = [
  { path: 'items/*', lazy: list },
  { path: 'pageitem/:pageNumber/*', lazy: list },
];

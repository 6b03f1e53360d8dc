import type { RouteObject } from 'react-router';

const list = async () => ({ Component: (await import('./ManufacturerListPage')).ManufacturerListPage });

/** Routes of this area; each page is loaded on demand so the first load stays small. */
export const manufacturersRoutes: RouteObject[] = [
  { path: 'name/*', lazy: list },
  { path: 'pagename/:pageNumber/*', lazy: list },
];

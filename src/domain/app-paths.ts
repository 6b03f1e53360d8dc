/**
 * Every path the web app has a screen for, as its router writes them (`:name` one segment, a
 * trailing `/*` anything below). The server answers any other path with the app's 404 page and
 * HTTP status 404, so a mistyped link is a real "not found" to browsers, crawlers and monitors.
 * src/web/app-paths.test.ts keeps this list and the router's routes the same.
 */
export const APP_PATHS = [
  '/',
  '/login',
  '/forgot-password',
  '/reset-password/:token',
  '/owner',
  '/start',
  '/quick-keys',
  '/admin/userlist',
  '/admin/user/register/*',
  '/admin/user/:id',
  '/register/*',
  '/profile',
  '/inventory',
  '/inventory/add',
  '/inventory/edit/:id',
  '/inventory/*',
  '/page/:pageNumber/*',
  '/search/:keyword/page/:pageNumber',
  '/search/:keyword/*',
  '/labels',
  '/inventory/import',
  '/inventory/movements',
  '/suppliers',
  '/purchase-orders',
  '/purchase-orders/new',
  '/purchase-orders/:id',
  '/inventory/counts',
  '/inventory/counts/:id',
  '/inventory/counts/:id/review',
  '/items/*',
  '/pageitem/:pageNumber/*',
  '/name/*',
  '/pagename/:pageNumber/*',
  '/settings/*',
  '/pos/*',
  '/pagepos/:pageNumber/*',
  '/searchpos/:keyword/page/:pageNumber',
  '/searchpos/:keyword/*',
  '/receipt/:barcode',
  '/returns/slip',
  '/returns/*',
  '/registers',
  '/registers/:id/open',
  '/shifts',
  '/shifts/:id',
  '/shifts/:id/cash',
  '/shifts/:id/close',
  '/wallet',
  '/wallet/:id',
  '/reports',
  '/reports/lowinventory/*',
  '/lowpage/:lowpageNumber/*',
  '/dashboard',
  '/sales',
  '/sales/mine',
  '/sales/offline',
  '/sales/summary',
  '/pos/display',
] as const;

function toPattern(path: string): RegExp {
  const splat = path.endsWith('/*');
  const body = (splat ? path.slice(0, -2) : path)
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}${splat ? '(?:/.*)?' : ''}/?$`);
}

const PATTERNS = APP_PATHS.map(toPattern);

/** Whether the web app has a screen at this path (the path part of a URL, still percent-encoded). */
export function isAppPath(path: string): boolean {
  return path === '/' || PATTERNS.some((p) => p.test(path));
}

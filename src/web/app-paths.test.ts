import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { APP_PATHS, isAppPath } from '../domain/app-paths';
import { routes } from './routes';

/** Every route's full path, as the router joins them; the catch-all 404 route is left out. */
function pathsOf(list: RouteObject[], base = ''): string[] {
  return list.flatMap((r) => {
    const full = r.path === undefined ? base : r.path.startsWith('/') ? r.path : `${base.replace(/\/$/, '')}/${r.path}`;
    return [...(r.path !== undefined && full !== '/*' ? [full] : []), ...(r.children ? pathsOf(r.children, full) : [])];
  });
}

describe('the paths the server knows the web app has', () => {
  it('are exactly the router’s', () => {
    expect([...APP_PATHS].sort()).toEqual(pathsOf(routes).sort());
  });

  it('match screens, their parameters and splats, and nothing else', () => {
    for (const path of ['/', '/login', '/inventory/edit/abc', '/shifts/1/close', '/pos', '/pos/display', '/items/anything/below', '/reset-password/x.y']) expect(isAppPath(path), path).toBe(true);
    for (const path of ['/nope', '/shifts/1/2/3', '/loginx', '/dashboard/extra', '/api']) expect(isAppPath(path), path).toBe(false);
  });
});

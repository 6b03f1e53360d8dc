/**
 * Keeps the device's catalogue current: the whole of it the first time, then only the changes
 * (GET /pos/catalog?since=<cursor>). One tab of a browser syncs at a time (Web Locks, where the
 * browser has them): two terminals in two tabs never download the same delta twice at once.
 */
import { ZDeviceCatalog, type TDeviceCatalog } from '../../domain/schemas/pos';
import { api, qs } from '../api/http';
import { applyCatalog, cursorOf } from './catalog-store';
import { underLock } from './web-lock';

export type FetchCatalog = (since: string | undefined) => Promise<TDeviceCatalog>;

export const fetchCatalog: FetchCatalog = (since) => api.get(`/pos/catalog${qs({ since })}`, ZDeviceCatalog);

/** One sync of the business's catalogue; answers what it applied (for figures and tests). */
export function syncCatalog(cid: string, fetch: FetchCatalog = fetchCatalog): Promise<{ full: boolean; changed: number; deleted: number }> {
  return underLock(`stocktill-catalog-sync-${cid}`, async () => {
    const answer = await fetch(await cursorOf(cid));
    await applyCatalog(cid, answer);
    return { full: answer.full, changed: answer.entries.length, deleted: answer.deleted.length };
  });
}

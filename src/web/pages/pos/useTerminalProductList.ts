/**
 * The terminal's list of products to pick from: the server's (GET /pos/list) while it can be
 * asked, the catalogue kept on the device when it cannot (the browser offline, or no answer), so
 * search and paging go on offline with the same order and page size.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import { ApiError } from '../../api/http';
import { usePosList, type TPosList } from '../../api/pos';
import { useSession } from '../../auth/session';
import { useOnline } from '../../components/useOnline';
import { catalogVersion, listInStock, listInStockNow, subscribeToCatalog, type DeviceList, type DeviceSearchField } from '../../sync/catalog-store';

/** The server's page size for the terminal's list (PAGE_SIZE's default). */
const DEVICE_PAGE_SIZE = 10;

export interface TerminalProductList {
  data: TPosList | undefined;
  error: unknown;
  isPending: boolean;
  /** Listed from the device's catalogue. */
  fromDevice: boolean;
}

function posListOf({ products, count }: DeviceList, page: number): TPosList {
  return { sales: products, countpos: count, pagespos: Math.max(1, Math.ceil(count / DEVICE_PAGE_SIZE)), pagepos: page };
}

export function useTerminalProductList(params: { page: number; keyword: string; field: DeviceSearchField }): TerminalProductList {
  const server = usePosList(params);
  const cid = useSession().user?.cid;
  const online = useOnline();
  const noAnswer = server.error instanceof ApiError && server.error.code === 'NETWORK';
  const fromDevice = Boolean(cid) && (!online || noAnswer);
  // Once the catalogue is in memory the list is made in the render itself (a pass over it takes a
  // few milliseconds), and made again when the catalogue changes.
  const version = useSyncExternalStore(subscribeToCatalog, catalogVersion);
  const { page, keyword, field } = params;
  const now = useMemo(
    () => (fromDevice && cid ? listInStockNow(cid, { text: keyword, field, page, pageSize: DEVICE_PAGE_SIZE }) : null),
    // `version` is read by no line here: it says the catalogue in memory changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [fromDevice, cid, keyword, field, page, version],
  );
  // Until then (the catalogue still being read from IndexedDB), the list waits for the read.
  const device = useQuery({
    queryKey: ['device-pos-list', cid, params],
    queryFn: async (): Promise<TPosList> => posListOf(await listInStock(cid!, { text: keyword, field, page, pageSize: DEVICE_PAGE_SIZE }), page),
    enabled: fromDevice && now === null,
    // The device answers with no network at all.
    networkMode: 'always',
    staleTime: 0,
    // The last list stays while the next search's is made: typing does not flash the list.
    placeholderData: keepPreviousData,
  });
  if (!fromDevice) return { data: server.data, error: server.error, isPending: server.isPending, fromDevice: false };
  if (now) return { data: posListOf(now, page), error: null, isPending: false, fromDevice: true };
  return { data: device.data, error: device.error, isPending: device.isPending, fromDevice: true };
}

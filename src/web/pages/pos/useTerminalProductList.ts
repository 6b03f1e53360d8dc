/**
 * The terminal's list of products to pick from: the server's (GET /pos/list) while it can be
 * asked, the catalogue kept on the device when it cannot (the browser offline, or no answer), so
 * search and paging go on offline with the same order and page size.
 */
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/http';
import { usePosList, type TPosList } from '../../api/pos';
import { useSession } from '../../auth/session';
import { useOnline } from '../../components/useOnline';
import { listInStock, type DeviceSearchField } from '../../sync/catalog-store';

/** The server's page size for the terminal's list (PAGE_SIZE's default). */
const DEVICE_PAGE_SIZE = 10;

export interface TerminalProductList {
  data: TPosList | undefined;
  error: unknown;
  isPending: boolean;
  /** Listed from the device's catalogue. */
  fromDevice: boolean;
}

export function useTerminalProductList(params: { page: number; keyword: string; field: DeviceSearchField }): TerminalProductList {
  const server = usePosList(params);
  const cid = useSession().user?.cid;
  const online = useOnline();
  const noAnswer = server.error instanceof ApiError && server.error.code === 'NETWORK';
  const fromDevice = Boolean(cid) && (!online || noAnswer);
  const device = useQuery({
    queryKey: ['device-pos-list', cid, params],
    queryFn: async (): Promise<TPosList> => {
      const { products, count } = await listInStock(cid!, { text: params.keyword, field: params.field, page: params.page, pageSize: DEVICE_PAGE_SIZE });
      return { sales: products, countpos: count, pagespos: Math.max(1, Math.ceil(count / DEVICE_PAGE_SIZE)), pagepos: params.page };
    },
    enabled: fromDevice,
    // The device answers with no network at all.
    networkMode: 'always',
    staleTime: 0,
  });
  if (!fromDevice) return { data: server.data, error: server.error, isPending: server.isPending, fromDevice: false };
  return { data: device.data, error: device.error, isPending: device.isPending, fromDevice: true };
}

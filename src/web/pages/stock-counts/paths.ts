/** Where the stock-count screens live (under Inventory, beside the stock movements). */
import type { TStockCountStatus } from '../../../domain/schemas/stock-counts';
import { qs } from '../../api/http';

export const COUNTS_PATH = '/inventory/counts';

export const countPath = (id: string) => `${COUNTS_PATH}/${encodeURIComponent(id)}`;
export const reviewPath = (id: string) => `${countPath(id)}/review`;
export const countListPath = (status: TStockCountStatus | '', page = 1) => `${COUNTS_PATH}${qs({ status, page: page > 1 ? page : undefined })}`;

/**
 * The sales terminal's API: product search for the terminal, checkout and the stored receipt.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SearchField } from '../../domain/constants';
import { ZCheckoutResult, ZPosList, ZReceipt, type TCheckoutResult, type TPosList, type TPosProduct, type TReceipt } from '../../domain/schemas/pos';
import type { TPaymentInput } from '../../domain/schemas/money';
import { api, qs } from './http';
import { inventoryKeys } from './inventory';
import { registerKeys } from './registers';
import { reportsKeys } from './reports';
import { salesKeys } from './sales';
import { stockKeys } from './stock';

export interface PosListParams {
  page: number;
  keyword: string;
  field: SearchField;
}

export const posKeys = {
  all: ['pos'] as const,
  lists: () => [...posKeys.all, 'list'] as const,
  list: (p: PosListParams) => [...posKeys.lists(), p] as const,
  receipt: (barcode: string) => [...posKeys.all, 'receipt', barcode] as const,
};

/** Where the server renders a receipt's image; `wallet` lets a customer see a receipt sent to them. */
/**
 * The receipt image's address. A returned receipt gets its own address because the picture
 * changes (it is stamped) and a browser keeps images of the same address for the page's life.
 */
export function receiptImageUrl(qfname: string, opts: { wallet?: string; returned?: boolean } = {}): string {
  return `/api/return/${encodeURIComponent(qfname)}${qs({ wallet: opts.wallet, v: opts.returned ? 'returned' : undefined })}`;
}

export function fetchPosList({ page, keyword, field }: PosListParams, signal?: AbortSignal): Promise<TPosList> {
  return api.get(`/pos/list${qs({ pageNumberpos: page, keyword, field })}`, ZPosList, signal);
}

/** The products whose UPC is exactly `upc` (what a barcode scanner typed). */
export async function fetchExactUpc(upc: string): Promise<TPosProduct[]> {
  const res = await api.get(`/pos/list${qs({ keyword: upc, field: 'upc', exact: 1 })}`, ZPosList);
  return res.sales;
}

export function usePosList(params: PosListParams) {
  return useQuery({
    queryKey: posKeys.list(params),
    queryFn: ({ signal }) => fetchPosList(params, signal),
    placeholderData: keepPreviousData,
  });
}

export type { TCheckoutResult, TPosList, TPosProduct, TReceipt };

/** The totals entry that opens a checkout body (decimals in the currency's major unit), and how the customer paid. */
export interface TSaleTotals {
  total: number;
  subtotal: number;
  discount: number;
  shipping: number;
  taxes: number;
  /** Omitted, the server takes the total in cash (a free sale takes nothing). */
  payments?: TPaymentInput[];
}

/** One sold line as the old client sent it; the server only trusts `_id`, `saleqty` and `itemdiscount`. */
export interface TSaleLine {
  _id: string;
  qty: number;
  cid: string;
  upc: string;
  saleqty: number;
  item: string;
  manufacturer: string;
  subname: string;
  price: number;
  itemdiscount: number;
}

export interface CheckoutInput {
  body: [TSaleTotals, ...TSaleLine[]];
  qrid: string;
  /** The register it is rung up on (its open shift gets the sale); none, the sale belongs to no shift. */
  register: string | null;
  idempotencyKey: string;
}

export function postSale({ body, qrid, register, idempotencyKey }: CheckoutInput): Promise<TCheckoutResult> {
  return api.put(`/pos/generate${qs({ qrid, register })}`, ZCheckoutResult, body, { 'Idempotency-Key': idempotencyKey });
}

/** Checkout: stock changed, so every product list (terminal, inventory, reports) is refetched, and the till's figures. */
export function useCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postSale,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: posKeys.lists() });
      // Stock changed: every list that shows it, the reports and dashboard, the ledger and the sales
      // history; and the shift's figures, or a register found closed at checkout.
      for (const queryKey of [inventoryKeys.all, reportsKeys.all, stockKeys.all, salesKeys.all, registerKeys.all]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}

export function useReceipt(barcode: string) {
  return useQuery({
    queryKey: posKeys.receipt(barcode),
    queryFn: ({ signal }) => api.get(`/pos/receipt/${encodeURIComponent(barcode)}`, ZReceipt, signal),
    enabled: barcode !== '',
  });
}

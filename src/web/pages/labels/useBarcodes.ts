/**
 * The label barcodes, drawn once per UPC and kept for the visit: a sheet of 30 copies of one
 * entry draws it once, and switching templates draws nothing again.
 */
import { useQueries } from '@tanstack/react-query';
import { renderBarcode, type RenderedBarcode } from './render-barcode';

export type BarcodeState = { status: 'pending' } | { status: 'failed'; reason: string } | { status: 'ready'; barcode: RenderedBarcode };

export function useBarcodes(upcs: readonly string[]): Map<string, BarcodeState> {
  const unique = [...new Set(upcs)];
  return useQueries({
    queries: unique.map((upc) => ({
      queryKey: ['labels', 'barcode', upc],
      queryFn: () => renderBarcode(upc),
      staleTime: Infinity,
      retry: false,
    })),
    combine: (results) =>
      new Map(
        results.map((r, i): [string, BarcodeState] => [
          unique[i],
          r.data ? { status: 'ready', barcode: r.data } : r.error ? { status: 'failed', reason: r.error.message } : { status: 'pending' },
        ]),
      ),
  });
}

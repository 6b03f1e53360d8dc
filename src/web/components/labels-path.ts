/**
 * The address of the labels screen with what to print already chosen: entries by id (one label
 * each) or a purchase order (one label per unit received). Shared so the screens that link to it
 * and the screen itself agree on the parameters.
 */
export const LABELS_PATH = '/labels';

export function labelsPath(source: { ids: readonly string[] } | { purchaseOrder: string }): string {
  const params = 'ids' in source ? new URLSearchParams({ ids: source.ids.join(',') }) : new URLSearchParams({ purchaseOrder: source.purchaseOrder });
  return `${LABELS_PATH}?${params.toString()}`;
}

import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../api/http';
import { useAcceptReturn, usePartialReturn, useReturnSearch, type TPartialReturn, type TReturnResult, type TReturnSummary } from '../../api/returns';
import type { MessageVariant } from '../../components/Message';
import { i18n } from '../../i18n';

/** How long the returns screen's notices stay (spec section 9). */
const NOTICE_MS = 1800;

export interface ReturnNotice {
  variant: MessageVariant;
  text: string;
  /** The shown receipt goes away with the notice (already returned, or none found). */
  resetResult: boolean;
}

const isReturnedAlready = (err: unknown) => err instanceof ApiError && err.code === 'RECEIPT_RETURNED';

/** The notice of the last look-up; when it goes after its time, it may take the shown receipt with it. */
function useReturnNotice(onExpire: () => void) {
  const [notice, setNotice] = useState<ReturnNotice | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => {
      setNotice(null);
      if (notice.resetResult) onExpire();
    }, NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice, onExpire]);
  return [notice, setNotice] as const;
}

/**
 * The returns desk's state (spec section 4): the receipt looked up, the notice about it, and
 * Accept Return, after which the receipt is looked up again to show it closed. Beside the spec's
 * whole return, some units can be returned with a refund; the last refund stays on screen, with
 * its slip to print, until the next search.
 */
export function useReturnsDesk() {
  const search = useReturnSearch();
  const accept = useAcceptReturn();
  const partial = usePartialReturn();
  const [result, setResult] = useState<TReturnSummary | null>(null);
  const [lastRefund, setLastRefund] = useState<TReturnResult | null>(null);
  const dropResult = useCallback(() => setResult(null), []);
  const [notice, setNotice] = useReturnNotice(dropResult);

  /** Looks the receipt up again after a return: closed now, or still open with fewer units left. */
  const refresh = async (barcode: string) => {
    accept.reset();
    const found = await search.mutateAsync(barcode).catch(() => null);
    if (!found) {
      // The alert shows the search's error.
      setResult(null);
      return;
    }
    const receipt = found.count > 0 ? found.returns[0] : null;
    setResult(receipt);
    if (!receipt) setNotice({ variant: 'info', text: i18n.t('spec:noReturnReceipt'), resetResult: true });
    else if (receipt?.returned) setNotice({ variant: 'warning', text: i18n.t('spec:receiptReturned'), resetResult: true });
    else setNotice(null);
  };

  const lookUp = async (barcode: string) => {
    partial.reset();
    setLastRefund(null);
    await refresh(barcode);
  };

  const clear = () => {
    search.reset();
    accept.reset();
    partial.reset();
    setResult(null);
    setLastRefund(null);
    setNotice(null);
  };

  const acceptReturn = async (barcode: string, register: string | null) => {
    // Closed by someone else meanwhile: the look-up that follows says so the spec's way.
    const accepted = await accept.mutateAsync({ barcode, register }).then(
      () => true,
      (err: unknown) => isReturnedAlready(err),
    );
    if (accepted) {
      partial.reset();
      await refresh(barcode);
    }
  };

  /** Some units back; a refusal (such as "Only 1 left to return") shows in the return form's alert. */
  const returnUnits = async (body: TPartialReturn) => {
    const done = await partial.mutateAsync(body).catch(() => null);
    if (!done) return;
    setLastRefund(done);
    await refresh(body.barcode);
  };

  return {
    result,
    notice,
    lookUp,
    clear,
    acceptReturn,
    accepting: accept.isPending,
    returnUnits,
    returnError: partial.error,
    lastRefund,
    error: search.error ?? (isReturnedAlready(accept.error) ? null : accept.error),
  };
}

/**
 * The refund slip prints a return just made. The return travels to the slip in the history entry's
 * state (it survives a reload of the slip, and nothing else needs to find it); what comes out is
 * checked against the API's own schema, since history state is anyone's to write.
 */
import { z } from 'zod';
import { ZReturnResult, type TReturnResult } from '../../../domain/schemas/money';

const ZSlipState = z.object({ refund: ZReturnResult });

export const slipState = (refund: TReturnResult): z.infer<typeof ZSlipState> => ({ refund });

export function refundOfSlipState(state: unknown): TReturnResult | null {
  const parsed = ZSlipState.safeParse(state);
  return parsed.success ? parsed.data.refund : null;
}

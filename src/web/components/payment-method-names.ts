import type { PaymentMethod } from '../../domain/payments';

/** A payment method as screens name it: in a choice of refund, a report's row, a refund slip. */
export const PAYMENT_METHOD_NAMES: Record<PaymentMethod, string> = {
  cash: 'Cash',
  card: 'Card',
  other: 'Other',
};

import type { PaymentMethod } from '../../../domain/payments';

/** How a payment method reads on the drawer's screens and reports. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { cash: 'Cash', card: 'Card', other: 'Other' };

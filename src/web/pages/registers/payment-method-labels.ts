import type { TFunction } from 'i18next';
import type { PaymentMethod } from '../../../domain/payments';

/** How a payment method reads on the drawer's screens and reports. */
export function paymentMethodLabel(t: TFunction, method: PaymentMethod): string {
  const labels: Record<PaymentMethod, string> = { cash: t('registers:paymentMethod.cash'), card: t('registers:paymentMethod.card'), other: t('registers:paymentMethod.other') };
  return labels[method];
}

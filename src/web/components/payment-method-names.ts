import type { PaymentMethod } from '../../domain/payments';
import { i18n } from '../i18n';

/** A payment method as screens name it (in a choice of refund, a report's row, a refund slip), in the app's language. */
export function paymentMethodName(method: PaymentMethod): string {
  switch (method) {
    case 'cash':
      return i18n.t('common:paymentMethod.cash');
    case 'card':
      return i18n.t('common:paymentMethod.card');
    case 'other':
      return i18n.t('common:paymentMethod.other');
  }
}

/**
 * The same names by method, each read in the app's language when it is read (so read it where
 * the name is shown, not once at load: a spread or a copy keeps the words of that moment).
 */
export const PAYMENT_METHOD_NAMES: Readonly<Record<PaymentMethod, string>> = {
  get cash() {
    return paymentMethodName('cash');
  },
  get card() {
    return paymentMethodName('card');
  },
  get other() {
    return paymentMethodName('other');
  },
};

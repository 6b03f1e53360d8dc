import type { TFunction } from 'i18next';
import type { PaymentMethod } from '../../../domain/payments';
import type { RefundChoice } from './return-form';

/** A payment method as the returns screens name it: a refund's choice, a refund by method, a slip's row. */
export function refundChoiceName(t: TFunction, choice: RefundChoice): string {
  const names: Record<RefundChoice, string> = { paid: t('returns:method.paid'), cash: t('returns:method.cash'), card: t('returns:method.card'), other: t('returns:method.other'), split: t('returns:method.split') };
  return names[choice];
}

export const paymentMethodName = (t: TFunction, method: PaymentMethod): string => refundChoiceName(t, method);

/** A refund by method as one phrase: "Card $6.67, Cash $3.33". */
export function methodsPhrase(t: TFunction, parts: readonly { method: PaymentMethod; amount: string }[]): string {
  return parts.map((p) => t('returns:done.methodAmount', { method: paymentMethodName(t, p.method), amount: p.amount })).join(', ');
}

/** The label of a split's amount for one method. */
export function splitLabel(t: TFunction, method: PaymentMethod): string {
  const labels: Record<PaymentMethod, string> = { cash: t('returns:picker.cashRefund'), card: t('returns:picker.cardRefund'), other: t('returns:picker.otherRefund') };
  return labels[method];
}

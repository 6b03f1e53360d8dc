/**
 * An amount with more decimals than its currency has, said of the amount by name ("The float must
 * have at most 2 decimals"): the shared rule's words (src/domain/currency.ts), in the screen's language.
 */
import { minorDigits } from '../../../domain/currency';
import { i18n } from '../../i18n';

export function decimalsProblem(label: string, currency: string): string {
  const digits = minorDigits(currency);
  return digits === 0 ? i18n.t('registers:amount.wholeAmount', { label, currency }) : i18n.t('registers:amount.atMostDecimals', { label, digits });
}

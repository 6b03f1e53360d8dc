import { useTranslation } from 'react-i18next';
import type { Balance, BalanceKind } from './over-short';

/** Short stands out in red (on screen and on paper), over in amber, balanced in green; the word says it without the colour. */
const COLOURS: Record<BalanceKind, string> = { short: 'text-danger', over: 'text-warning-emphasis', balanced: 'text-success' };

/** "Short $2.00", "Over $0.50", "Balanced". */
export function OverShort({ balance, money }: { balance: Balance; money: (amount: number) => string }) {
  const { t } = useTranslation();
  const word = { short: t('registers:balance.short'), over: t('registers:balance.over'), balanced: t('registers:balance.balanced') }[balance.kind];
  return (
    <span className={`fw-bold keep-colour ${COLOURS[balance.kind]}`} data-balance={balance.kind}>
      {word}
      {balance.kind !== 'balanced' && ` ${money(Math.abs(balance.amount))}`}
    </span>
  );
}

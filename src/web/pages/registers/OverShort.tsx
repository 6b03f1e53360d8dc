import { BALANCE_WORDS, type Balance, type BalanceKind } from './over-short';

/** Short stands out in red (on screen and on paper), over in amber, balanced in green; the word says it without the colour. */
const COLOURS: Record<BalanceKind, string> = { short: 'text-danger', over: 'text-warning-emphasis', balanced: 'text-success' };

/** "Short $2.00", "Over $0.50", "Balanced". */
export function OverShort({ balance, money }: { balance: Balance; money: (amount: number) => string }) {
  return (
    <span className={`fw-bold keep-colour ${COLOURS[balance.kind]}`} data-balance={balance.kind}>
      {BALANCE_WORDS[balance.kind]}
      {balance.kind !== 'balanced' && ` ${money(Math.abs(balance.amount))}`}
    </span>
  );
}

import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BarcodeImage } from '../../../components/BarcodeImage';
import './customer-display.css';
import type { DisplayAmountRow, DisplayState } from './display-state';
import { useDisplayedSale } from './useDisplayedSale';

type Selling = Extract<DisplayState, { phase: 'selling' }>;
type Paid = Extract<DisplayState, { phase: 'paid' }>;

function AmountRows({ rows, label }: { rows: DisplayAmountRow[]; label: string }) {
  return (
    <dl aria-label={label}>
      {rows.map((r, i) => (
        <div key={`${r.label}-${i}`} style={{ display: 'contents' }}>
          <dt className="fw-normal">{r.label}</dt>
          <dd>{r.amount}</dd>
        </div>
      ))}
    </dl>
  );
}

function Welcome({ shop }: { shop: string }) {
  const { t } = useTranslation();
  return (
    <div className="customer-display-centre">
      <p className="customer-display-welcome">{t('pos:display.welcome')}</p>
      {shop && <p className="customer-display-greeting">{t('pos:display.greeting', { shop })}</p>}
    </div>
  );
}

/** The lines as they are rung up, the newest kept in view, and the total beside (or under) them. */
function SaleInProgress({ state }: { state: Selling }) {
  const { t } = useTranslation();
  const lastRow = useRef<HTMLTableRowElement>(null);
  useEffect(() => {
    lastRow.current?.scrollIntoView({ block: 'nearest' });
  }, [state.lines.length]);
  return (
    <div className="customer-display-body">
      <div className="customer-display-lines" tabIndex={0} aria-label={t('pos:display.items')}>
        <table aria-label={t('pos:display.yourItems')}>
          <thead className="visually-hidden">
            <tr>
              <th scope="col">{t('pos:display.item')}</th>
              <th scope="col">{t('pos:display.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {state.lines.map((l, i) => (
              <tr key={l.key} ref={i === state.lines.length - 1 ? lastRow : undefined} data-testid="display-line">
                <td>
                  <div className="line-name">{l.name}</div>
                  <div className="line-detail">{l.detail}</div>
                </td>
                <td className="line-amount">{l.amount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <section className="customer-display-summary" aria-label={t('pos:display.toPay')}>
        <AmountRows rows={state.rows} label={t('pos:display.subtotalAndTax')} />
        <div className="customer-display-total" aria-live="polite">
          <span>{t('pos:display.total')}</span>
          <span data-testid="display-total">{state.total}</span>
        </div>
      </section>
    </div>
  );
}

/** The sale done: the change to expect in large type, how it was paid, and the wallet the receipt went to. */
function SalePaid({ state }: { state: Paid }) {
  const { t } = useTranslation();
  return (
    <div className="customer-display-centre customer-display-paid" aria-live="polite">
      <p className="h1 mb-0">{t('pos:display.thankYou')}</p>
      <p className="mb-0">
        {t('pos:display.total')} <span data-testid="display-paid-total">{state.total}</span>
      </p>
      {state.change !== null && (
        <p className="customer-display-change" data-testid="display-change">
          {t('pos:display.change', { amount: state.change })}
        </p>
      )}
      <AmountRows rows={state.payments} label={t('pos:display.paidWith')} />
      {state.walletId && (
        <div className="customer-display-wallet">
          <BarcodeImage kind="qrcode" text={state.walletId} alt={t('pos:display.walletAlt')} width={180} />
          <span>{t('pos:display.wallet')}</span>
        </div>
      )}
    </div>
  );
}

/**
 * The customer display: a window of its own on a screen facing the customer, following the
 * terminal of the same browser. It shows, never asks: no navigation, nothing to press.
 */
export function CustomerDisplayPage() {
  const { t } = useTranslation();
  const state = useDisplayedSale();
  useEffect(() => {
    const before = document.title;
    document.title = t('pos:display.documentTitle');
    return () => {
      document.title = before;
    };
  }, [t]);
  return (
    <main className="customer-display">
      <h1 className="customer-display-shop">{state.shop || 'Stocktill'}</h1>
      {state.phase === 'idle' && <Welcome shop={state.shop} />}
      {state.phase === 'selling' && <SaleInProgress state={state} />}
      {state.phase === 'paid' && <SalePaid state={state} />}
    </main>
  );
}

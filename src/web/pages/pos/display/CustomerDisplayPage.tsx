import { useEffect, useRef } from 'react';
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
  return (
    <div className="customer-display-centre">
      <p className="customer-display-welcome">Welcome</p>
      {shop && <p className="customer-display-greeting">to {shop}</p>}
    </div>
  );
}

/** The lines as they are rung up, the newest kept in view, and the total beside (or under) them. */
function SaleInProgress({ state }: { state: Selling }) {
  const lastRow = useRef<HTMLTableRowElement>(null);
  useEffect(() => {
    lastRow.current?.scrollIntoView({ block: 'nearest' });
  }, [state.lines.length]);
  return (
    <div className="customer-display-body">
      <div className="customer-display-lines" tabIndex={0} aria-label="Items">
        <table aria-label="Your items">
          <thead className="visually-hidden">
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Amount</th>
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
      <section className="customer-display-summary" aria-label="To pay">
        <AmountRows rows={state.rows} label="Subtotal and tax" />
        <div className="customer-display-total" aria-live="polite">
          <span>Total</span>
          <span data-testid="display-total">{state.total}</span>
        </div>
      </section>
    </div>
  );
}

/** The sale done: the change to expect in large type, how it was paid, and the wallet the receipt went to. */
function SalePaid({ state }: { state: Paid }) {
  return (
    <div className="customer-display-centre customer-display-paid" aria-live="polite">
      <p className="h1 mb-0">Thank you!</p>
      <p className="mb-0">
        Total <span data-testid="display-paid-total">{state.total}</span>
      </p>
      {state.change !== null && (
        <p className="customer-display-change" data-testid="display-change">
          Change {state.change}
        </p>
      )}
      <AmountRows rows={state.payments} label="Paid with" />
      {state.walletId && (
        <div className="customer-display-wallet">
          <BarcodeImage kind="qrcode" text={state.walletId} alt="Receipt wallet QR code" width={180} />
          <span>Your receipt is in your wallet</span>
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
  const state = useDisplayedSale();
  useEffect(() => {
    const before = document.title;
    document.title = 'Customer display · Stocktill';
    return () => {
      document.title = before;
    };
  }, []);
  return (
    <main className="customer-display">
      <h1 className="customer-display-shop">{state.shop || 'Stocktill'}</h1>
      {state.phase === 'idle' && <Welcome shop={state.shop} />}
      {state.phase === 'selling' && <SaleInProgress state={state} />}
      {state.phase === 'paid' && <SalePaid state={state} />}
    </main>
  );
}

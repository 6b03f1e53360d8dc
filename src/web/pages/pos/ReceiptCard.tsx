import { useEffect, useRef, type RefObject } from 'react';
import { Button, Card, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { fromMinor } from '../../../domain/currency';
import { taxLinesOfTotals } from '../../../domain/receipt-tax-rows';
import type { SaleTotals } from '../../../domain/totals';
import { useBusinessFormat } from '../../components/useBusinessFormat';
import type { CartLine } from './cart';
import { LineNumberField } from './LineNumberField';
import { lineName, readDiscount, readQuantity } from './receipt-lines';
import { taxRowsInWords } from './receipt-words';
import { shortcutOf } from './shortcuts';
import { useFitToViewport } from './useFitToViewport';

/** Formats minor units of the business currency. */
type Money = (minor: number) => string;

/** The element id of a line's quantity or discount field (F3 and F4 focus them). */
export const lineFieldId = (productId: string, figure: 'qty' | 'disc') => `pos-line-${productId}-${figure}`;

export interface LineActions {
  onQuantity: (id: string, qty: number) => void;
  onDiscount: (id: string, pct: number) => void;
  onRemove: (id: string) => void;
  /** A figure refused when the person moved away from it. */
  onRefused: (message: string) => void;
}

/**
 * Keeps the line touched last in sight inside the scrolling lines, without moving the page: after
 * each change, and when the lines' box changes size (the window turned or was resized).
 */
function useRecentLineInView(container: RefObject<HTMLDivElement | null>, recentId: string | undefined, lines: CartLine[]) {
  useEffect(() => {
    const box = container.current;
    if (!box) return;
    const reveal = () => {
      const row = recentId ? box.querySelector<HTMLElement>(`[data-line="${CSS.escape(recentId)}"]`) : null;
      if (!row || box.scrollHeight <= box.clientHeight) return;
      // Rows are measured from the table's top; a sticky heading covers the first of them.
      const head = box.querySelector('thead')?.getBoundingClientRect().height ?? 0;
      if (row.offsetTop - head < box.scrollTop) box.scrollTop = row.offsetTop - head;
      else if (row.offsetTop + row.offsetHeight > box.scrollTop + box.clientHeight) box.scrollTop = row.offsetTop + row.offsetHeight - box.clientHeight;
    };
    reveal();
    const resized = new ResizeObserver(reveal);
    resized.observe(box);
    return () => resized.disconnect();
  }, [container, recentId, lines]);
}

/** The receipt's lines: Mfg, Name, Qty, Per, Disc, Price and a remove button each; quantity and discount editable in place. */
function ReceiptLines({ lines, totals, money, recentId, actions }: { lines: CartLine[]; totals: SaleTotals; money: Money; recentId?: string; actions: LineActions }) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  useRecentLineInView(scroller, recentId, lines);
  return (
    <div ref={scroller} className="pos-receipt-lines table-responsive">
      <Table size="sm" className="mb-0 align-middle small" aria-label={t('pos:receipt.linesLabel')}>
        <thead>
          <tr>
            <th className="ps-3">{t('pos:receipt.mfg')}</th>
            <th>{t('pos:receipt.name')}</th>
            <th className="text-end">{t('pos:receipt.qty')}</th>
            <th className="text-end">{t('pos:receipt.per')}</th>
            <th className="text-end">{t('pos:receipt.disc')}</th>
            <th className="text-end">{t('pos:receipt.price')}</th>
            <th className="pe-3">
              <span className="visually-hidden">{t('pos:receipt.remove')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.length === 0 && (
            <tr className="pos-line-empty">
              <td colSpan={7} className="text-body-secondary text-center py-3">
                {t('pos:receipt.empty')}
              </td>
            </tr>
          )}
          {lines.map((line, i) => {
            const name = lineName(line);
            return (
              <tr key={line._id} data-line={line._id} className={line._id === recentId ? 'pos-line-recent' : undefined}>
                <td className="ps-3 pos-line-mfg">{line.manufacturer}</td>
                <td className="pos-line-name">{line.subname}</td>
                <td className="pos-line-qty">
                  <LineNumberField
                    id={lineFieldId(line._id, 'qty')}
                    label={t('pos:receipt.quantityLabel', { name })}
                    value={line.saleqty}
                    read={(text) => readQuantity(text, line.available)}
                    onCommit={(qty) => actions.onQuantity(line._id, qty)}
                    onRefused={(message) => actions.onRefused(t('pos:terminal.staysAt', { problem: message, name, value: line.saleqty }))}
                  />
                </td>
                <td className="text-end pos-line-per">{money(line.priceCents)}</td>
                <td className="pos-line-disc">
                  <LineNumberField
                    id={lineFieldId(line._id, 'disc')}
                    label={t('pos:receipt.discountLabel', { name })}
                    value={line.discountPct}
                    unit="%"
                    read={readDiscount}
                    onCommit={(pct) => actions.onDiscount(line._id, pct)}
                    onRefused={(message) => actions.onRefused(t('pos:terminal.staysAtPercent', { problem: message, name, value: line.discountPct }))}
                  />
                </td>
                <td className="text-end pos-line-price">{money(totals.lines[i]?.lineMinor ?? 0)}</td>
                <td className="pe-3 text-end pos-line-remove">
                  <Button size="sm" variant="outline-danger" aria-label={t('pos:receipt.removeName', { name })} title={t('pos:receipt.remove')} onClick={() => actions.onRemove(line._id)}>
                    ×
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </div>
  );
}

/**
 * The footer figures: Subtotal, Disc on sale, Shipping, the tax per rate and Total (with one rate
 * and tax added, the spec's 'Tax @ rate%'); when prices include tax, what the total contains, under it.
 */
function ReceiptTotals({ totals, taxrate, money }: { totals: SaleTotals; taxrate: number; money: Money }) {
  const { t } = useTranslation();
  const format = useBusinessFormat();
  const taxRows = taxRowsInWords({
    taxrate,
    taxes: totals.taxMinor,
    pricesIncludeTax: totals.inclusive,
    taxLines: taxLinesOfTotals(totals.taxes),
  }, format.rate);
  const rows: [string, number][] = [
    [t('pos:slip.subtotal'), totals.subtotalMinor],
    [t('pos:slip.discOnSale'), totals.discountMinor],
    [t('pos:slip.shipping'), totals.shippingMinor],
    ...taxRows.beforeTotal.map((r): [string, number] => [r.label, r.amount]),
  ];
  return (
    <Table size="sm" className="mb-0 receipt-totals" aria-label={t('pos:receipt.totalsLabel')}>
      <tbody>
        {rows.map(([label, minor]) => (
          <tr key={label}>
            <th className="ps-3 fw-normal">{label}</th>
            <td className="pe-3 text-end">{money(minor)}</td>
          </tr>
        ))}
        <tr className="fs-5">
          <th className="ps-3">{t('pos:slip.total')}</th>
          <td className="pe-3 text-end fw-bold" data-testid="receipt-total">
            {money(totals.totalMinor)}
          </td>
        </tr>
        {taxRows.afterTotal.map((r) => (
          <tr key={r.label} className="small">
            <th className="ps-3 fw-normal">{r.label}</th>
            <td className="pe-3 text-end">{money(r.amount)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

export interface ReceiptCardProps {
  lines: CartLine[];
  totals: SaleTotals;
  /** The default class's rate, a percent: the spec's 'Tax @ rate%' of an empty receipt. */
  taxrate: number;
  currency: string;
  /** The line F3 and F4 edit, marked on the receipt. */
  recentId?: string;
  actions: LineActions;
  onShipping: () => void;
  onSaleDiscount: () => void;
  onCheckout: () => void;
  onCancel: () => void;
}

/**
 * The receipt being rung up: its lines (quantity and discount editable where they are), the totals
 * and the sale's buttons. The total and Checkout are always in sight: beside the products the card
 * fits the window and its lines scroll inside it; on a phone they sit in a bar along the bottom.
 */
export function ReceiptCard({ lines, totals, taxrate, currency, recentId, actions, onShipping, onSaleDiscount, onCheckout, onCancel }: ReceiptCardProps) {
  const { t } = useTranslation();
  const format = useBusinessFormat();
  const money: Money = (cents) => format.money(fromMinor(cents, currency), currency);
  const card = useRef<HTMLDivElement>(null);
  useFitToViewport(card);
  const checkoutKeys = shortcutOf('checkout');
  const hasLines = lines.length > 0;
  return (
    <Card ref={card} className="shadow-sm pos-receipt">
      <Card.Header className="d-flex align-items-baseline gap-2">
        <h2 className="h5 mb-0">{t('pos:receipt.title')}</h2>
        {hasLines && (
          <span className="small text-body-secondary" data-testid="receipt-line-count">
            {t('pos:receipt.lineCount', { count: lines.length })}
          </span>
        )}
      </Card.Header>
      <ReceiptLines lines={lines} totals={totals} money={money} recentId={recentId} actions={actions} />
      <ReceiptTotals totals={totals} taxrate={taxrate} money={money} />
      <Card.Footer className="pos-receipt-footer">
        <div className="pos-sale-extras d-flex flex-wrap gap-2">
          <Button variant="secondary" onClick={onShipping}>
            {t('pos:receipt.addShipping')}
          </Button>
          {hasLines && (
            <Button variant="outline-dark" onClick={onSaleDiscount}>
              {t('pos:receipt.discountSale')}
            </Button>
          )}
        </div>
        {/* On a phone this part stays along the bottom of the screen. */}
        <div className="pos-sale-bar">
          {/* On a phone the receipt is below the products: the total takes the clerk to it. */}
          <Button variant="link" className="pos-sale-bar-total" onClick={() => card.current?.scrollIntoView({ block: 'start' })}>
            <span className="small">{t('pos:receipt.totalLines', { count: lines.length })}</span>{' '}
            <strong data-testid="sale-bar-total">{money(totals.totalMinor)}</strong>
          </Button>
          {hasLines && (
            <Button variant="primary" onClick={onCheckout} aria-keyshortcuts={checkoutKeys.aria} title={t('pos:receipt.checkoutTitle', { keys: checkoutKeys.keys.join(` ${t('pos:shortcuts.or')} `) })}>
              {t('pos:receipt.checkout')}{' '}
              {/* The shortcut is announced by aria-keyshortcuts; shown here for sighted clerks only. */}
              <kbd className="ms-1 small pos-key-hint" aria-hidden="true">
                {checkoutKeys.keys[0]}
              </kbd>
            </Button>
          )}
          <Button variant="danger" className="ms-auto" onClick={onCancel} aria-keyshortcuts={shortcutOf('cancelSale').aria}>
            {t('pos:receipt.cancelSale')}
          </Button>
        </div>
      </Card.Footer>
    </Card>
  );
}

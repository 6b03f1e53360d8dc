import { Button, Card, Table } from 'react-bootstrap';
import { fromMinor } from '../../../domain/currency';
import { receiptTaxRows } from '../../../domain/receipt-tax-rows';
import { basisPointsToPercent } from '../../../domain/tax';
import type { SaleTotals } from '../../../domain/totals';
import type { CartLine } from './cart';
import { CHECKOUT_KEY } from './terminal-hooks';
import { useBusinessFormat } from '../../components/useBusinessFormat';

/** Formats minor units of the business currency. */
type Money = (minor: number) => string;

/** The receipt's lines: Mfg, Name, Qty, Per, Disc, Price and a remove button each. */
function ReceiptLines({ lines, totals, money, onRemove }: { lines: CartLine[]; totals: SaleTotals; money: Money; onRemove: (id: string) => void }) {
  return (
    <Table size="sm" responsive className="mb-0 align-middle small" aria-label="Receipt lines">
      <thead>
        <tr>
          <th className="ps-3">Mfg</th>
          <th>Name</th>
          <th className="text-end">Qty</th>
          <th className="text-end">Per</th>
          <th className="text-end">Disc</th>
          <th className="text-end">Price</th>
          <th className="pe-3">
            <span className="visually-hidden">Remove</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.length === 0 && (
          <tr>
            <td colSpan={7} className="text-muted text-center py-3">
              No items yet: scan or search a product and add it.
            </td>
          </tr>
        )}
        {lines.map((line, i) => (
          <tr key={line._id}>
            <td className="ps-3">{line.manufacturer}</td>
            <td>{line.subname}</td>
            <td className="text-end">{line.saleqty}</td>
            <td className="text-end">{money(line.priceCents)}</td>
            <td className="text-end">{line.discountPct}%</td>
            <td className="text-end">{money(totals.lines[i]?.lineMinor ?? 0)}</td>
            <td className="pe-3 text-end">
              <Button size="sm" variant="outline-danger" aria-label={`Remove ${line.manufacturer} ${line.subname}`} title="Remove" onClick={() => onRemove(line._id)}>
                &times;
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/**
 * The footer figures: Subtotal, Disc on sale, Shipping, the tax per rate and Total (with one rate
 * and tax added, the spec's 'Tax @ rate%'); when prices include tax, what the total contains, under it.
 */
function ReceiptTotals({ totals, taxrate, money }: { totals: SaleTotals; taxrate: number; money: Money }) {
  const taxRows = receiptTaxRows({
    taxrate,
    taxes: totals.taxMinor,
    pricesIncludeTax: totals.inclusive,
    taxLines: totals.taxes.map((t) => ({ name: '', rate: basisPointsToPercent(t.rateBp), base: t.baseMinor, tax: t.taxMinor })),
  });
  const rows: [string, number][] = [
    ['Subtotal', totals.subtotalMinor],
    ['Disc on sale', totals.discountMinor],
    ['Shipping', totals.shippingMinor],
    ...taxRows.beforeTotal.map((r): [string, number] => [r.label, r.amount]),
  ];
  return (
    <Table size="sm" className="mb-0 receipt-totals" aria-label="Receipt totals">
      <tbody>
        {rows.map(([label, minor]) => (
          <tr key={label}>
            <th className="ps-3 fw-normal">{label}</th>
            <td className="pe-3 text-end">{money(minor)}</td>
          </tr>
        ))}
        <tr className="fs-5">
          <th className="ps-3">Total</th>
          <td className="pe-3 text-end fw-bold">{money(totals.totalMinor)}</td>
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
  onRemove: (id: string) => void;
  onShipping: () => void;
  onCheckout: () => void;
  onCancel: () => void;
}

/** The receipt being rung up: its lines, the totals footer and the sale's buttons (Checkout, also on F2, only with lines). */
export function ReceiptCard({ lines, totals, taxrate, currency, onRemove, onShipping, onCheckout, onCancel }: ReceiptCardProps) {
  const format = useBusinessFormat();
  const money: Money = (cents) => format.money(fromMinor(cents, currency), currency);
  return (
    <Card className="shadow-sm">
      <Card.Header as="h2" className="h5 mb-0">
        Receipt
      </Card.Header>
      <Card.Body className="p-0">
        <ReceiptLines lines={lines} totals={totals} money={money} onRemove={onRemove} />
        <ReceiptTotals totals={totals} taxrate={taxrate} money={money} />
      </Card.Body>
      <Card.Footer className="d-flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onShipping}>
          Add Shipping
        </Button>
        {lines.length > 0 && (
          <Button variant="primary" onClick={onCheckout} aria-keyshortcuts={CHECKOUT_KEY} title={`Checkout (${CHECKOUT_KEY})`}>
            Checkout{' '}
            {/* The shortcut is announced by aria-keyshortcuts; shown here for sighted clerks only. */}
            <kbd className="ms-1 small" aria-hidden="true">
              {CHECKOUT_KEY}
            </kbd>
          </Button>
        )}
        <Button variant="danger" className="ms-auto" onClick={onCancel}>
          Cancel Sale
        </Button>
      </Card.Footer>
    </Card>
  );
}

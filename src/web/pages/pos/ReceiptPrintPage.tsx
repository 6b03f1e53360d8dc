import { Button, Container } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useReceipt, type TReceipt } from '../../api/pos';
import { useSession } from '../../auth/session';
import { useQueuedReceipt } from '../../sync/useOutbox';
import { RequireRole } from '../../auth/guards';
import { BarcodeImage } from '../../components/BarcodeImage';
import { LinkButton } from '../../components/LinkButton';
import { Loader } from '../../components/Loader';
import { ErrorMessage } from '../../components/Message';
import { useBusinessFormat } from '../../components/useBusinessFormat';
import { formatPhone } from '../../../domain/phone';
import { paymentRowsInWords, taxRowsInWords } from './receipt-words';

/*
 * Only while this page is shown: an 80 mm roll, no margins, nothing but the receipt. Rendered as
 * a <style> element of the page so the rule leaves with it and other printouts keep A4/Letter.
 */
const PRINT_CSS = `
.receipt-80mm { width: 72mm; margin: 0 auto; padding: 4mm; background: #fff; color: #000; border: 1px solid #dee2e6;
  box-shadow: 0 .25rem .75rem rgba(0,0,0,.08); font-family: ui-monospace, 'DejaVu Sans Mono', Menlo, Consolas, monospace; font-size: 11px; line-height: 1.35; }
.receipt-80mm .receipt-bname { font-size: 15px; font-weight: 700; margin: 0 0 2px; }
.receipt-80mm hr { border-top: 1px dashed #000; opacity: 1; margin: 2mm 0; }
.receipt-80mm .receipt-lines { width: 100%; border-collapse: collapse; }
.receipt-80mm .receipt-lines td { padding: 0.5mm 0; vertical-align: top; }
.receipt-80mm .receipt-detail { padding-left: 2mm; }
.receipt-80mm .receipt-total td { font-size: 13px; padding-top: 1mm; }
.receipt-80mm .receipt-barcode { max-width: 100%; height: auto; }
@page { size: 80mm auto; margin: 0; }
@media print {
  body { margin: 0; background: #fff; }
  .app-main { padding: 0 !important; }
  .receipt-print-toolbar { display: none !important; }
  .receipt-80mm { box-shadow: none !important; border: 0 !important; margin: 0 !important; padding: 4mm !important; }
}
`;

type Money = (n: number) => string;

/** The business, where it is, and when the sale was made. */
function ReceiptHeader({ r }: { r: TReceipt }) {
  const { t } = useTranslation();
  const place = [r.city, r.state, r.mailcode].filter(Boolean).join(', ');
  const format = useBusinessFormat();
  return (
    <header className="text-center">
      <h1 className="receipt-bname">{r.bname}</h1>
      <div>{r.address}</div>
      <div>{place}</div>
      <div>{r.country}</div>
      {r.phone && <div>{formatPhone(r.phone, { country: r.country, locale: format.locale })}</div>}
      <div className="mt-1">{format.receiptDate(r.createdAt)}</div>
      {r.returned && <div className="fw-bold mt-1">{t('pos:slip.returned')}</div>}
    </header>
  );
}

/** What was sold: each line with its quantity, price and discount. */
function ReceiptLines({ r, money }: { r: TReceipt; money: Money }) {
  const { t } = useTranslation();
  return (
    <table className="receipt-lines">
      <tbody>
        {r.lines.map((l, i) => (
          <tr key={`${l.upc}-${i}`}>
            <td>
              <div>
                {l.manufacturer} {l.subname}
              </div>
              <div className="receipt-detail">
                {l.itemdiscount > 0 ? t('pos:slip.lineLess', { qty: l.qty, price: money(l.price), discount: l.itemdiscount }) : t('pos:slip.line', { qty: l.qty, price: money(l.price) })}
              </div>
            </td>
            <td className="text-end align-top">{money(l.line)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Subtotal, Disc on sale, Shipping, the tax per rate ('Tax @ rate%') and Total; when prices included
 * tax, what the total contains per rate under it ('of which VAT 5.5 %'), as the receipt image says.
 */
function ReceiptTotals({ r, money }: { r: TReceipt; money: Money }) {
  const { t } = useTranslation();
  const format = useBusinessFormat();
  const taxRows = taxRowsInWords(r, format.rate);
  const rows: [string, number][] = [
    [t('pos:slip.subtotal'), r.subtotal],
    [t('pos:slip.discOnSale'), r.discount],
    [t('pos:slip.shipping'), r.shipping],
    ...taxRows.beforeTotal.map((row): [string, number] => [row.label, row.amount]),
  ];
  return (
    <table className="receipt-lines">
      <tbody>
        {rows.map(([label, amount]) => (
          <tr key={label}>
            <td>{label}</td>
            <td className="text-end">{money(amount)}</td>
          </tr>
        ))}
        <tr className="fw-bold receipt-total">
          <td>{t('pos:slip.total')}</td>
          <td className="text-end">{money(r.total)}</td>
        </tr>
        {taxRows.afterTotal.map((row) => (
          <tr key={row.label}>
            <td>{row.label}</td>
            <td className="text-end">{money(row.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** How it was paid ('Paid by card', 'Cash') and the change, as the receipt image says it. */
function ReceiptPayments({ r, money }: { r: TReceipt; money: Money }) {
  const { t } = useTranslation();
  const rows = paymentRowsInWords(r);
  if (rows.length === 0) return null;
  return (
    <>
      <hr />
      <table className="receipt-lines">
        <tbody>
          {rows.map((row, i) => (
            <tr key={`${row.label}-${i}`}>
              <td>
                {row.label}
                {row.reference && <div className="receipt-detail">{t('pos:slip.ref', { reference: row.reference })}</div>}
              </td>
              <td className="text-end align-top">{money(row.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** The 80 mm receipt of one sale, with Print and Back to PoS above it (not printed). */
function ReceiptPaper({ r, offline }: { r: TReceipt; offline: boolean }) {
  const { t } = useTranslation();
  const format = useBusinessFormat();
  const money: Money = (n) => format.money(n, r.currency);
  return (
    <>
      <style>{PRINT_CSS}</style>
      <div className="receipt-print-toolbar d-flex gap-2 justify-content-center mb-3">
        <Button onClick={() => window.print()}>{t('pos:printPage.print')}</Button>
        <LinkButton to="/pos" variant="secondary">
          {t('pos:printPage.backToPos')}
        </LinkButton>
      </div>
      <article className="receipt-80mm" aria-label={t('pos:printPage.receiptLabel', { barcode: r.barcode })}>
        <ReceiptHeader r={r} />
        {offline && (
          <div className="text-center fw-bold mt-1" data-testid="receipt-offline-mark">
            {t('pos:slip.recordedOffline')}
          </div>
        )}
        <hr />
        <ReceiptLines r={r} money={money} />
        <hr />
        <ReceiptTotals r={r} money={money} />
        <ReceiptPayments r={r} money={money} />
        <div className="text-center mt-3">
          <BarcodeImage kind="code128" text={r.barcode} alt={t('pos:printPage.barcodeAlt', { barcode: r.barcode })} className="receipt-barcode" />
        </div>
        <p className="text-center mt-2 mb-0">{t('pos:slip.thankYou')}</p>
      </article>
    </>
  );
}

/** The server's receipt of the sale. */
function ServerReceipt({ barcode }: { barcode: string }) {
  const { t } = useTranslation();
  const receipt = useReceipt(barcode);
  if (receipt.isPending) return <Loader />;
  if (receipt.error) {
    return (
      <Container className="py-3">
        <ErrorMessage error={receipt.error} />
        <LinkButton to="/pos" variant="secondary">
          {t('pos:printPage.backToPos')}
        </LinkButton>
      </Container>
    );
  }
  return <ReceiptPaper r={receipt.data} offline={false} />;
}

/** A sale still waiting on this device is printed from the device; any other from the server. */
function ReceiptView() {
  const { barcode = '' } = useParams();
  const queued = useQueuedReceipt(useSession().user?.cid, barcode);
  if (queued === undefined) return <Loader />;
  return queued ? <ReceiptPaper r={queued} offline /> : <ServerReceipt barcode={barcode} />;
}

export function ReceiptPrintPage() {
  return (
    <RequireRole role="user">
      <ReceiptView />
    </RequireRole>
  );
}

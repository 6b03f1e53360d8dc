import { Button, Container } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { formatPhone } from '../../../domain/phone';
import type { TReturnResult } from '../../../domain/schemas/money';
import type { TReceipt } from '../../../domain/schemas/pos';
import { useReceipt } from '../../api/pos';
import { RequireRole } from '../../auth/guards';
import { BarcodeImage } from '../../components/BarcodeImage';
import { LinkButton } from '../../components/LinkButton';
import { Loader } from '../../components/Loader';
import { ErrorMessage, Message } from '../../components/Message';
import { useBusinessFormat } from '../../components/useBusinessFormat';
import { paymentMethodName } from './method-names';
import { refundOfSlipState } from './slip-state';

/*
 * Only while the slip is shown: an 80 mm roll like the till's receipts, nothing printed but the
 * slip. A <style> element of this page, so the rule leaves with it.
 */
const SLIP_CSS = `
.refund-slip { width: 72mm; margin: 0 auto; padding: 4mm; background: #fff; color: #000; border: 1px solid #dee2e6;
  font-family: ui-monospace, 'DejaVu Sans Mono', Menlo, Consolas, monospace; font-size: 11px; line-height: 1.35; }
.refund-slip h1 { font-size: 15px; font-weight: 700; margin: 0 0 2px; }
.refund-slip h2 { font-size: 13px; font-weight: 700; margin: 0; letter-spacing: .2em; }
.refund-slip hr { border-top: 1px dashed #000; opacity: 1; margin: 2mm 0; }
.refund-slip table { width: 100%; border-collapse: collapse; }
.refund-slip td { padding: .5mm 0; vertical-align: top; }
.refund-slip .refund-slip-total td { font-size: 13px; font-weight: 700; padding-top: 1mm; }
.refund-slip .refund-slip-barcode { max-width: 100%; height: auto; }
@page { size: 80mm auto; margin: 0; }
@media print {
  body { margin: 0; background: #fff; }
  .app-main { padding: 0 !important; }
  .refund-slip-toolbar { display: none !important; }
  .refund-slip { border: 0 !important; margin: 0 !important; }
}
`;

type Shop = Pick<TReceipt, 'bname' | 'address' | 'city' | 'state' | 'mailcode' | 'country' | 'phone'>;

/** The shop, as its receipts name it. */
function SlipShop({ shop }: { shop: Shop }) {
  const place = [shop.city, shop.state, shop.mailcode].filter(Boolean).join(', ');
  const { locale } = useBusinessFormat();
  return (
    <header className="text-center">
      <h1>{shop.bname}</h1>
      <div>{shop.address}</div>
      <div>{place}</div>
      <div>{shop.country}</div>
      {shop.phone && <div>{formatPhone(shop.phone, { country: shop.country, locale })}</div>}
    </header>
  );
}

/** What came back, what was refunded and how, when (on the shop's clock), for which receipt. */
function Slip({ refund, shop }: { refund: TReturnResult; shop: Shop }) {
  const { t } = useTranslation();
  const format = useBusinessFormat();
  const money = (n: number) => format.money(n, refund.currency);
  return (
    <article className="refund-slip" aria-label={t('returns:slip.label', { barcode: refund.barcode })}>
      <SlipShop shop={shop} />
      <hr />
      <div className="text-center">
        <h2>{t('returns:slip.heading')}</h2>
        <time className="d-block" dateTime={refund.createdAt}>
          {format.receiptDate(refund.createdAt)}
        </time>
        <div>{t('returns:slip.receipt', { barcode: refund.barcode })}</div>
      </div>
      <hr />
      <table>
        <tbody>
          {refund.lines.map((l) => (
            <tr key={l.inventoryId}>
              <td>
                <div>
                  {l.manufacturer} {l.subname}
                </div>
                <div className="ps-2">{l.upc}</div>
              </td>
              <td className="text-end text-nowrap">{t('returns:slip.returned', { count: l.qty })}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <hr />
      <table>
        <tbody>
          {refund.refunds.map((p) => (
            <tr key={p.method}>
              <td>{paymentMethodName(t, p.method)}</td>
              <td className="text-end">{money(p.amount)}</td>
            </tr>
          ))}
          <tr className="refund-slip-total">
            <td>{t('returns:slip.refund')}</td>
            <td className="text-end">{money(refund.refund)}</td>
          </tr>
          <tr>
            <td>{t('returns:slip.refundedOnReceipt')}</td>
            <td className="text-end">{money(refund.refundedTotal)}</td>
          </tr>
        </tbody>
      </table>
      {refund.returned && <p className="text-center fw-bold mt-2 mb-0">{t('returns:slip.receiptClosed')}</p>}
      <div className="text-center mt-3">
        <BarcodeImage kind="code128" text={refund.barcode} alt={t('returns:slip.barcode', { barcode: refund.barcode })} className="refund-slip-barcode" />
      </div>
    </article>
  );
}

/** The 80 mm slip of the return just made, with Print and Back to Returns above it (not printed). */
function RefundSlipView() {
  const { t } = useTranslation();
  const refund = refundOfSlipState(useLocation().state);
  const receipt = useReceipt(refund?.barcode ?? '');
  const toolbar = (
    <div className="refund-slip-toolbar d-flex gap-2 justify-content-center mb-3">
      {refund && <Button onClick={() => window.print()}>{t('returns:slip.print')}</Button>}
      <LinkButton to="/returns" variant="secondary">
        {t('returns:slip.back')}
      </LinkButton>
    </div>
  );
  if (!refund) {
    return (
      <Container className="py-3">
        <Message variant="info">{t('returns:slip.none')}</Message>
        {toolbar}
      </Container>
    );
  }
  if (receipt.isPending) return <Loader />;
  return (
    <>
      <style>{SLIP_CSS}</style>
      {toolbar}
      <ErrorMessage error={receipt.error} />
      {receipt.data && <Slip refund={refund} shop={receipt.data} />}
    </>
  );
}

export function RefundSlipPage() {
  return (
    <RequireRole role="user">
      <RefundSlipView />
    </RequireRole>
  );
}

import { Fragment } from 'react';
import { Button, Card } from 'react-bootstrap';
import { Trans, useTranslation } from 'react-i18next';
import { RECEIPT_IMAGE_WIDTH } from '../../../domain/constants';
import { receiptImageUrl, type TCheckoutResult } from '../../api/pos';
import { LinkButton } from '../../components/LinkButton';
import { Message } from '../../components/Message';
import { useBusinessFormat } from '../../components/useBusinessFormat';
import { say } from '../../i18n';
import type { LastSaleOf } from './cart';
import { ReprintOnPrinter } from './printer/PrinterControls';
import { paymentRowsInWords } from './receipt-words';

/** How the sale was paid, as its receipt says it, and the change to hand back in large type. */
function PaidWith({ sale, currency }: { sale: TCheckoutResult; currency: string }) {
  const { t } = useTranslation();
  const format = useBusinessFormat();
  // A sale remembered on this device by a build before payments has none to show.
  const rows = Array.isArray(sale.payments) ? paymentRowsInWords(sale) : [];
  if (rows.length === 0) return null;
  return (
    <>
      {sale.change > 0 && (
        <p className="display-6 mb-2" data-testid="last-sale-change">
          {t('pos:lastSale.change', { amount: format.money(sale.change, currency) })}
        </p>
      )}
      {/* A list, not a table: the terminal's first table stays the products to pick from. */}
      <div role="group" aria-label={t('pos:lastSale.payments')}>
        <dl className="row mb-0" style={{ maxWidth: '20rem' }}>
          {rows.map((row, i) => (
            <Fragment key={`${row.label}-${i}`}>
              <dt className="col-8 fw-normal" data-testid="payment-label">
                {row.label}
                {row.reference && <span className="text-body-secondary small"> ({row.reference})</span>}
              </dt>
              <dd className="col-4 text-end mb-1" data-testid="payment-amount">
                {format.money(row.amount, currency)}
              </dd>
            </Fragment>
          ))}
        </dl>
      </div>
    </>
  );
}

/** The sale just finished: its receipt image, how it was paid, a way to print it, and any wallet notice. */
export function LastSale({ sale, currency, onDismiss }: { sale: LastSaleOf; currency: string; onDismiss: () => void }) {
  const { t } = useTranslation();
  const format = useBusinessFormat();
  return (
    <Card className="shadow-sm mb-3" aria-label={t('pos:lastSale.label')}>
      <Card.Header className="d-flex align-items-center">
        <h2 className="h5 mb-0">{t('pos:lastSale.title', { amount: format.money(sale.total, currency) })}</h2>
        <Button size="sm" variant="outline-dark" className="ms-auto" onClick={onDismiss}>
          {t('pos:lastSale.close')}
        </Button>
      </Card.Header>
      <Card.Body>
        {sale.offline && (
          <Message variant="warning">
            <Trans i18nKey="pos:lastSale.offline" components={{ mark: <span data-testid="recorded-offline" /> }} />
          </Message>
        )}
        {/* The server's words come in the caller's language; the device's own (offline) in English. */}
        {sale.walletMessage && <Message variant="warning">{say(sale.walletMessage)}</Message>}
        {sale.walletId && !sale.walletMessage && <Message variant="success">{t('pos:lastSale.walletSent')}</Message>}
        {/* The change and Print first: on a phone the receipt's picture comes below them. */}
        <div className="d-flex flex-wrap gap-3 align-items-start">
          <div className="d-flex flex-column gap-2">
            <div>
              {t('pos:lastSale.receipt')} <span className="font-monospace">{sale.barcode}</span>
            </div>
            <PaidWith sale={sale} currency={currency} />
            <LinkButton to={`/receipt/${sale.barcode}`} variant="primary">
              {t('pos:lastSale.printReceipt')}
            </LinkButton>
            {!sale.offline && <ReprintOnPrinter barcode={sale.barcode} />}
          </div>
          {!sale.offline && <img src={receiptImageUrl(sale.qfname)} width={RECEIPT_IMAGE_WIDTH} alt={t('pos:lastSale.imageAlt', { barcode: sale.barcode })} className="border pos-last-sale-image" />}
        </div>
      </Card.Body>
    </Card>
  );
}

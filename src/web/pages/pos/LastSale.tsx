import { Button, Card } from 'react-bootstrap';
import { RECEIPT_IMAGE_WIDTH } from '../../../domain/constants';
import { receiptImageUrl, type TCheckoutResult } from '../../api/pos';
import { LinkButton } from '../../components/LinkButton';
import { Message } from '../../components/Message';
import { useBusinessFormat } from '../../components/useBusinessFormat';

/** The sale just finished: its receipt image, a way to print it, and any wallet notice. */
export function LastSale({ sale, currency, onDismiss }: { sale: TCheckoutResult; currency: string; onDismiss: () => void }) {
  const format = useBusinessFormat();
  return (
    <Card className="shadow-sm mb-3" aria-label="Last sale">
      <Card.Header className="d-flex align-items-center">
        <h2 className="h5 mb-0">Sale complete: {format.money(sale.total, currency)}</h2>
        <Button size="sm" variant="outline-secondary" className="ms-auto" onClick={onDismiss}>
          Close
        </Button>
      </Card.Header>
      <Card.Body>
        {sale.walletMessage && <Message variant="warning">{sale.walletMessage}</Message>}
        {sale.walletId && !sale.walletMessage && <Message variant="success">The receipt was sent to the customer&apos;s wallet.</Message>}
        <div className="d-flex flex-wrap gap-3 align-items-start">
          <img src={receiptImageUrl(sale.qfname)} width={RECEIPT_IMAGE_WIDTH} alt={`Receipt ${sale.barcode}`} className="border" />
          <div className="d-flex flex-column gap-2">
            <div>
              Receipt <span className="font-monospace">{sale.barcode}</span>
            </div>
            <LinkButton to={`/receipt/${sale.barcode}`} variant="primary">
              Print Receipt
            </LinkButton>
          </div>
        </div>
      </Card.Body>
    </Card>
  );
}

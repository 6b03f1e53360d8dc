import { useState } from 'react';
import { Button, Col, Container, Row } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { percentToBasisPoints } from '../../../domain/tax';
import { useSettings } from '../../api/settings';
import { RequireRole } from '../../auth/guards';
import { useSession } from '../../auth/session';
import { ErrorMessage, Message } from '../../components/Message';
import { useBusinessFormat } from '../../components/useBusinessFormat';
import { dismissLastSale, removeLine, setShipping, useCart } from './cart';
import { openCustomerDisplay, useCustomerDisplayFeed } from './display/customer-display-feed';
import { terminalDisplayState } from './display/terminal-display-state';
import { FinishSaleModal } from './FinishSaleModal';
import { LastSale } from './LastSale';
import { PrinterControls } from './printer/PrinterControls';
import { printSaleReceipt } from './printer/receipt-printer';
import { ProductPicker } from './ProductPicker';
import { ReceiptCard } from './ReceiptCard';
import { RegisterClosed, RegisterPicker } from './RegisterPicker';
import { ShippingModal } from './ShippingModal';
import { useAddToReceipt, useCartTotals, useCheckoutFlow, useCheckoutShortcut, useScanToReceipt, useTerminalRegister } from './terminal-hooks';

/**
 * The terminal: the register it sells on, products to pick on the left, the receipt being rung up
 * on the right, and its dialogs.
 */
function Terminal() {
  const navigate = useNavigate();
  const settings = useSettings();
  const currency = settings.data?.currency ?? 'USD';
  const taxrate = settings.data?.taxrate ?? 0;
  const cart = useCart();
  // Priced as checkout will: each line at its class's rate, shipping at the default class's.
  const totals = useCartTotals(cart, { defaultRateBp: percentToBasisPoints(taxrate), inclusive: settings.data?.pricesIncludeTax ?? false });
  const { add, notice } = useAddToReceipt(currency);
  const onScan = useScanToReceipt(add, cart.lines.length);
  const register = useTerminalRegister();
  const format = useBusinessFormat();
  const shop = useSession().user?.bname ?? '';
  useCustomerDisplayFeed(terminalDisplayState({ shop, cart, totals, taxrate, currency, money: (amount) => format.money(amount, currency) }));
  const checkout = useCheckoutFlow(cart, totals, currency, register.saleRegisterId, (sale) => {
    navigate('/pos');
    // With a receipt printer connected the receipt prints at once (opening the drawer for cash).
    void printSaleReceipt(sale.barcode, format);
  });
  const [addingShipping, setAddingShipping] = useState(false);
  useCheckoutShortcut(cart.lines.length > 0 && !(totals instanceof Error) && !checkout.finishing && !addingShipping, checkout.open);

  return (
    <Container fluid>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h2 mb-0">Point of Sale Terminal</h1>
        <div className="d-flex flex-wrap align-items-center gap-2">
          <PrinterControls />
          <Button size="sm" variant="outline-secondary" onClick={openCustomerDisplay}>
            Customer display
          </Button>
          <RegisterPicker registers={register.registers} current={register.current} onChoose={register.choose} />
        </div>
      </div>
      {register.current && !register.current.openShift && <RegisterClosed name={register.current.name} />}
      {notice && <Message variant="danger">{notice}</Message>}
      {cart.lastSale && <LastSale sale={cart.lastSale} currency={currency} onDismiss={dismissLastSale} />}
      <Row className="g-4">
        <Col lg={7}>
          <ProductPicker currency={currency} onAdd={add} onScan={onScan} />
        </Col>
        <Col lg={5}>
          {totals instanceof Error ? (
            <ErrorMessage error={totals} />
          ) : (
            <ReceiptCard
              lines={cart.lines}
              totals={totals}
              taxrate={taxrate}
              currency={currency}
              onRemove={removeLine}
              onShipping={() => setAddingShipping(true)}
              onCheckout={checkout.open}
              onCancel={checkout.cancelSale}
            />
          )}
        </Col>
      </Row>
      <ShippingModal show={addingShipping} shippingCents={cart.shippingCents} currency={currency} onClose={() => setAddingShipping(false)} onSave={setShipping} />
      <FinishSaleModal
        show={checkout.finishing && !(totals instanceof Error)}
        totalMinor={totals instanceof Error ? 0 : totals.totalMinor}
        currency={currency}
        registerName={register.current?.name}
        error={checkout.error}
        onCancel={checkout.close}
        onSave={checkout.save}
      />
    </Container>
  );
}

export function PosPage() {
  return (
    <RequireRole role="user">
      <Terminal />
    </RequireRole>
  );
}

import { useCallback, useMemo, useState } from 'react';
import { Button, Col, Container, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { percentToPpm } from '../../../domain/tax';
import { cashRoundingFor } from '../../../domain/cash-rounding';
import { useRegion, useSettings } from '../../api/settings';
import { RequireRole } from '../../auth/guards';
import { useSession } from '../../auth/session';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorMessage } from '../../components/Message';
import { CameraScanButton } from '../../components/camera/CameraScanButton';
import { useBusinessFormat } from '../../components/useBusinessFormat';
import { useDeviceCatalog } from '../../sync/useDeviceCatalog';
import { QuickKeyGrid } from '../quick-keys/QuickKeyGrid';
import { dismissLastSale, putLineBack, recentLine, setLineDiscount, setLineQuantity, setSaleDiscount, setShipping, takeLine, useCart } from './cart';
import { openCustomerDisplay, useCustomerDisplayFeed } from './display/customer-display-feed';
import { terminalDisplayState } from './display/terminal-display-state';
import { FinishSaleModal } from './FinishSaleModal';
import { LastSale } from './LastSale';
import { PrinterControls } from './printer/PrinterControls';
import { printSaleReceipt } from './printer/receipt-printer';
import { ProductPicker } from './ProductPicker';
import { lineFieldId, ReceiptCard, type LineActions } from './ReceiptCard';
import { lineName, readQuantity } from './receipt-lines';
import { RegisterClosed, RegisterPicker } from './RegisterPicker';
import { RegisterQuestion, useRegisterQuestion } from './RegisterQuestion';
import { SaleDiscountModal } from './SaleDiscountModal';
import { focusScanBox, focusScanBoxAfterDialog, useScanBoxFocusKeeper } from './scan-focus';
import { answerWithin, firstFound, inStockOnly } from './product-lookup';
import { serverLookup } from './server-lookup';
import { ShippingModal } from './ShippingModal';
import { ShortcutHelp, ShortcutHints } from './ShortcutHelp';
import { useAddToReceipt, useCartTotals, useCheckoutAfterScans, useCheckoutFlow, useDefaultTaxes, useTerminalRegister } from './terminal-hooks';
import { useTerminalNotice } from './terminal-notice';
import { TerminalStatus } from './TerminalStatus';
import { useScanFromAddress } from './useScanFromAddress';
import { useScanToReceipt } from './useScanToReceipt';
import { useTerminalShortcuts } from './useTerminalShortcuts';
import { useWedgeScanner } from './useWedgeScanner';
import './terminal.css';

/** How long a scan waits for the device's catalogue before the server is asked (it answers in ms). */
const DEVICE_LOOKUP_MS = 250;

/** The terminal's dialogs; one at a time. */
type Dialog = 'shipping' | 'sale-discount' | 'cancel' | 'help' | null;

/**
 * The terminal: the register it sells on, the scan box and the products to pick on the left, the
 * receipt being rung up on the right, and its dialogs. A scanner's codes are read wherever the focus
 * is (useWedgeScanner), queued and put on the receipt in order (useScanToReceipt); the keyboard
 * alone can finish a sale (useTerminalShortcuts).
 */
function Terminal() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const settings = useSettings();
  const currency = settings.data?.currency ?? 'USD';
  const taxrate = settings.data?.taxrate ?? 0;
  // The cash part of a payment is asked rounded, as checkout takes it (kept on the device for offline sales).
  const increment = useRegion().data?.cashRounding ?? 0;
  const cashRounding = useMemo(() => cashRoundingFor(increment, currency), [increment, currency]);
  const cart = useCart();
  // Priced as checkout will: each line at its class's rate, shipping at the default class's.
  const defaultTaxes = useDefaultTaxes();
  const totals = useCartTotals(cart, { defaultRatePpm: percentToPpm(taxrate), defaultTaxes, inclusive: settings.data?.pricesIncludeTax ?? false });
  const { notice, show: notify, dismiss } = useTerminalNotice();
  const add = useAddToReceipt(currency, notify);
  // A scan is answered from the catalogue kept on the device when it can be, without a round trip;
  // the server answers the rest (a product added a moment ago, or the catalogue still loading).
  const deviceCatalog = useDeviceCatalog(useSession().user?.cid);
  // The device answers first; one that has not answered within DEVICE_LOOKUP_MS leaves it to the server.
  const lookup = useMemo(() => firstFound(answerWithin(DEVICE_LOOKUP_MS, inStockOnly(deviceCatalog.lookup)), serverLookup), [deviceCatalog.lookup]);
  const scans = useScanToReceipt({ lookup, currency, cart, notify });
  const { enqueue } = scans;
  useWedgeScanner(useCallback((code, at) => enqueue({ code, at }), [enqueue]));
  useScanFromAddress(enqueue);
  useScanBoxFocusKeeper();
  const register = useTerminalRegister();
  const registerQuestion = useRegisterQuestion(register);
  const format = useBusinessFormat();
  const shop = useSession().user?.bname ?? '';
  useCustomerDisplayFeed(terminalDisplayState({ shop, cart, totals, taxrate, currency, money: (amount) => format.money(amount, currency), number: format.rate }));
  const session = useSession().user;
  const offlineTerms = useMemo(() => (session ? { cid: session.cid, bname: session.bname, defaultRatePpm: percentToPpm(taxrate), cashRounding } : null), [session, taxrate, cashRounding]);
  const checkout = useCheckoutFlow(cart, totals, currency, register.saleRegisterId, offlineTerms, (sale, offline) => {
    navigate('/pos');
    // The sale's news is the sale-complete card now, not the last scan's.
    dismiss();
    // A sale kept on the device has no receipt on the server yet: Print Receipt prints it from here.
    if (offline) return;
    // Stock on hand changed: the device's catalogue fetches the change.
    deviceCatalog.refresh();
    // With a receipt printer connected the receipt prints at once (opening the drawer for cash).
    void printSaleReceipt(sale.barcode, format);
  });
  const [dialog, setDialog] = useState<Dialog>(null);
  const closeDialog = useCallback(() => setDialog(null), []);
  const canCheckout = cart.lines.length > 0 && !(totals instanceof Error) && !checkout.finishing;
  const requestCheckout = useCheckoutAfterScans(scans.pending, canCheckout, checkout.open);

  const recent = recentLine(cart);
  const editRecent = (figure: 'qty' | 'disc') => {
    if (recent) document.getElementById(lineFieldId(recent._id, figure))?.focus();
    else notify({ text: t('pos:terminal.scanFirst'), tone: 'refused' });
  };
  const hasSomethingToCancel = cart.lines.length > 0 || cart.shippingCents > 0 || scans.pending > 0;

  useTerminalShortcuts({
    focusScan: () => focusScanBox({ select: true, always: true }),
    editQuantity: () => editRecent('qty'),
    editDiscount: () => editRecent('disc'),
    checkout: requestCheckout,
    cancelSale: () => hasSomethingToCancel && setDialog('cancel'),
    help: () => setDialog('help'),
  });

  const onQuantityEntry = (typed: string) => {
    if (!recent) return notify({ text: t('pos:terminal.scanFirst'), tone: 'refused' });
    const read = readQuantity(typed, recent.available);
    if (read.ok) setLineQuantity(recent._id, read.value);
    else notify({ text: t('pos:terminal.staysAt', { problem: read.message, name: lineName(recent), value: recent.saleqty }), tone: 'refused' });
  };

  const lineActions = useMemo<LineActions>(
    () => ({
      onQuantity: setLineQuantity,
      onDiscount: setLineDiscount,
      onRemove: (id) => {
        const removed = takeLine(id);
        if (removed) notify({ text: t('pos:terminal.removed', { name: lineName(removed.line) }), tone: 'done', removed });
        focusScanBox();
      },
      onRefused: (text) => notify({ text, tone: 'refused' }),
    }),
    [notify, t],
  );

  const undoRemove = () => {
    if (notice?.removed) putLineBack(notice.removed);
    dismiss();
    focusScanBox();
  };

  return (
    <Container fluid className="pos-terminal">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <h1 className="h2 mb-0">{t('pos:terminal.title')}</h1>
        <div className="d-flex flex-wrap align-items-center gap-2 pos-tools">
          <PrinterControls />
          <Button size="sm" variant="outline-secondary" onClick={openCustomerDisplay}>
            {t('pos:terminal.customerDisplay')}
          </Button>
          <RegisterPicker registers={register.registers} current={register.current} onChoose={registerQuestion.choose} />
        </div>
      </div>
      {register.current && !register.current.openShift && <RegisterClosed name={register.current.name} />}
      <Row className="g-3">
        <Col md={6} lg={7} className="pos-picker-column">
          <ProductPicker
            currency={currency}
            onAdd={add}
            onTypedCode={(code, onMissing) => enqueue({ code, at: performance.now(), onMissing })}
            onQuantityEntry={onQuantityEntry}
            scanAddon={<CameraScanButton continuous label={t('pos:terminal.scanWithCamera')} onCode={(code) => enqueue({ code, at: performance.now() })} />}
            quickKeys={<QuickKeyGrid onPick={(product) => enqueue({ code: product.upc, at: performance.now() })} />}
            scanNews={
              <>
                <TerminalStatus notice={notice} pending={scans.pending} onUndo={undoRemove} />
                <ShortcutHints onHelp={() => setDialog('help')} />
              </>
            }
            lastSale={
              cart.lastSale && (
                <LastSale
                  sale={cart.lastSale}
                  currency={currency}
                  onDismiss={() => {
                    dismissLastSale();
                    focusScanBox();
                  }}
                />
              )
            }
          />
        </Col>
        <Col md={6} lg={5} className="pos-receipt-column">
          {totals instanceof Error ? (
            <ErrorMessage error={totals} />
          ) : (
            <ReceiptCard
              lines={cart.lines}
              totals={totals}
              taxrate={taxrate}
              currency={currency}
              recentId={recent?._id}
              actions={lineActions}
              onShipping={() => setDialog('shipping')}
              onSaleDiscount={() => setDialog('sale-discount')}
              onCheckout={requestCheckout}
              onCancel={() => setDialog('cancel')}
            />
          )}
        </Col>
      </Row>
      <ShippingModal show={dialog === 'shipping'} shippingCents={cart.shippingCents} currency={currency} onClose={closeDialog} onSave={setShipping} />
      <SaleDiscountModal show={dialog === 'sale-discount'} lineCount={cart.lines.length} onClose={closeDialog} onApply={setSaleDiscount} />
      <ShortcutHelp show={dialog === 'help'} onClose={closeDialog} />
      <ConfirmDialog
        show={dialog === 'cancel'}
        title={t('pos:terminal.cancelTitle')}
        confirmLabel={t('pos:terminal.cancelConfirm')}
        variant="danger"
        onClose={closeDialog}
        onExited={focusScanBoxAfterDialog}
        onConfirm={() => {
          scans.clear();
          checkout.cancelSale();
          setDialog(null);
        }}
      >
        <p className="mb-0">
          {cart.lines.length > 0 ? t('pos:terminal.cancelLines', { count: cart.lines.length }) : t('pos:terminal.cancelShipping')}
        </p>
      </ConfirmDialog>
      <RegisterQuestion register={register} question={registerQuestion} doing="sell" onAnswered={focusScanBoxAfterDialog} />
      <FinishSaleModal
        show={checkout.finishing && !(totals instanceof Error)}
        totalMinor={totals instanceof Error ? 0 : totals.totalMinor}
        currency={currency}
        cashRounding={cashRounding}
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

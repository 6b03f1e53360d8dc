import { useCallback, useLayoutEffect, useMemo, useState } from 'react';
import { Col, Container, Row } from 'react-bootstrap';
import { useNavigate, useParams } from 'react-router';
import { MSG } from '../../../domain/messages';
import { formatMoney, fromCents } from '../../../domain/money';
import { computeTotals, type Totals } from '../../../domain/totals';
import { percentToBasisPoints } from '../../../domain/tax';
import { ApiError } from '../../api/http';
import { fetchExactUpc, useCheckout, usePosList, type TPosProduct, type TSaleLine, type TSaleTotals } from '../../api/pos';
import { useSettings } from '../../api/settings';
import { RequireRole } from '../../auth/guards';
import { Loader } from '../../components/Loader';
import { keywordRoutes, parseSearchKeyword, SEARCH_MODE_OPTIONS, type SearchMode } from '../../components/keyword-routes';
import { ErrorMessage, Message } from '../../components/Message';
import { Pagination } from '../../components/Pagination';
import { SearchForm } from '../../components/SearchForm';
import { useFlash } from '../../components/useFlash';
import { addLine, checkoutKey, clearCart, dismissLastSale, dropCheckoutKey, finishSale, removeLine, setShipping, useCart, type Cart } from './cart';
import { FinishSaleModal } from './FinishSaleModal';
import { LastSale } from './LastSale';
import { ProductTable } from './ProductTable';
import { ReceiptCard } from './ReceiptCard';
import { ShippingModal } from './ShippingModal';

const ROUTES = keywordRoutes({ base: '/pos', page: '/pagepos', search: '/searchpos' });

/** How long the 'Item already in receipt' notice stays. */
const NOTICE_MS = 3000;

/** Performance marks around a scan, read by the web performance budget (a line must show within one frame of the answer). */
const SCAN_ANSWERED = 'pos:scan-answered';
const SCAN_LINE_SHOWN = 'pos:scan-line-shown';

function saleBody(cart: Cart, totals: Totals): [TSaleTotals, ...TSaleLine[]] {
  return [
    {
      total: fromCents(totals.totalCents),
      subtotal: fromCents(totals.subtotalCents),
      discount: fromCents(totals.discountCents),
      shipping: fromCents(totals.shippingCents),
      taxes: fromCents(totals.taxCents),
    },
    ...cart.lines.map((l) => ({
      _id: l._id,
      qty: l.available - l.saleqty,
      cid: l.cid,
      upc: l.upc,
      saleqty: l.saleqty,
      item: l.item,
      manufacturer: l.manufacturer,
      subname: l.subname,
      price: fromCents(l.priceCents),
      itemdiscount: l.discountPct,
    })),
  ];
}

function Terminal() {
  const params = useParams();
  const navigate = useNavigate();
  const keyword = params.keyword ?? '';
  const page = Math.max(1, Number.parseInt(params.pageNumber ?? '1', 10) || 1);
  const search = parseSearchKeyword(keyword);

  const settings = useSettings();
  const currency = settings.data?.currency ?? 'USD';
  const taxrate = settings.data?.taxrate ?? 0;
  const list = usePosList({ page, keyword: search.text, field: search.field });
  const cart = useCart();
  const checkout = useCheckout();

  const [notice, showNotice] = useFlash(NOTICE_MS);
  const [showShipping, setShowShipping] = useState(false);
  const [showFinish, setShowFinish] = useState(false);

  const totals = useMemo(() => {
    try {
      return computeTotals({
        lines: cart.lines.map((l) => ({ priceCents: l.priceCents, qty: l.saleqty, discountPct: l.discountPct })),
        shippingCents: cart.shippingCents,
        taxrateBp: percentToBasisPoints(taxrate),
      });
    } catch (err) {
      // Only a hand-edited stored cart gets here; the inputs are checked before a line is added.
      return err instanceof Error ? err : new Error(String(err));
    }
  }, [cart.lines, cart.shippingCents, taxrate]);

  const add = useCallback((product: TPosProduct, saleqty: number, disc: number): boolean => {
    if (addLine(product, saleqty, disc)) return true;
    showNotice(MSG.itemAlreadyInReceipt);
    return false;
  }, [showNotice]);

  /** A scanned UPC that matches exactly one product goes straight onto the receipt. */
  const onScan = useCallback(
    async (upc: string): Promise<boolean> => {
      const matches = await fetchExactUpc(upc).catch(() => []);
      if (matches.length !== 1) return false;
      performance.mark(SCAN_ANSWERED);
      if (!add(matches[0], 1, 0)) performance.clearMarks(SCAN_ANSWERED);
      return true;
    },
    [add],
  );

  /** With UPC chosen, a term is first tried as a scan; anything else becomes a search route. */
  const onSearch = async (text: string, mode: SearchMode | undefined): Promise<boolean> => {
    if (!text) {
      navigate('/pos');
      return false;
    }
    if (mode === '1' && (await onScan(text))) return true;
    navigate(ROUTES.searchPath(text, mode ?? '3'));
    return false;
  };

  // Runs once the new line is in the DOM, before the browser paints it.
  useLayoutEffect(() => {
    if (performance.getEntriesByName(SCAN_ANSWERED, 'mark').length === 0) return;
    performance.mark(SCAN_LINE_SHOWN);
    performance.measure('pos:scan-to-line', SCAN_ANSWERED, SCAN_LINE_SHOWN);
    performance.clearMarks(SCAN_ANSWERED);
  }, [cart.lines.length]);

  const onSave = async (qrid: string) => {
    if (totals instanceof Error) return;
    const body = saleBody(cart, totals);
    try {
      const sale = await checkout.mutateAsync({ body, qrid, idempotencyKey: checkoutKey() });
      finishSale(sale);
      setShowFinish(false);
      navigate('/pos');
    } catch (err) {
      // A refusal (stock gone, bad input) sold nothing; a lost answer keeps the key for the retry.
      if (err instanceof ApiError && err.status >= 400 && err.status < 500) dropCheckoutKey();
    }
  };

  const onCancelSale = () => {
    clearCart();
    checkout.reset();
  };

  const products = list.data?.sales ?? [];
  return (
    <Container fluid>
      <h1 className="h2 mb-3">Point of Sale Terminal</h1>
      {notice && <Message variant="danger">{notice}</Message>}
      {cart.lastSale && <LastSale sale={cart.lastSale} currency={currency} onDismiss={dismissLastSale} />}
      <Row className="g-4">
        <Col lg={7}>
          <SearchForm
            idPrefix="pos-search"
            label="Search products"
            placeholder="Scan or search products..."
            ariaLabel="Product search"
            term={search.text}
            fields={SEARCH_MODE_OPTIONS}
            field={search.mode ?? '1'}
            onSearch={onSearch}
            autoFocus
            inputType="text"
          />
          <ErrorMessage error={list.error} />
          {list.isPending ? (
            <Loader />
          ) : list.data && list.data.countpos === 0 ? (
            <Message variant="info">{MSG.noneFound}</Message>
          ) : (
            <>
              <ProductTable products={products} currency={currency} onAdd={add} />
              <Pagination page={list.data?.pagepos ?? page} pages={list.data?.pagespos ?? 1} linkTo={(n) => ROUTES.pagePath(n, keyword)} />
            </>
          )}
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
              onShipping={() => setShowShipping(true)}
              onCheckout={() => {
                checkout.reset();
                setShowFinish(true);
              }}
              onCancel={onCancelSale}
            />
          )}
        </Col>
      </Row>
      <ShippingModal show={showShipping} shippingCents={cart.shippingCents} onClose={() => setShowShipping(false)} onSave={setShipping} />
      <FinishSaleModal
        show={showFinish}
        total={totals instanceof Error ? '' : formatMoney(fromCents(totals.totalCents), currency)}
        error={checkout.error}
        onCancel={() => setShowFinish(false)}
        onSave={onSave}
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

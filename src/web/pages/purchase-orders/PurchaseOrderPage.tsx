import { useMemo, useRef, useState } from 'react';
import { Button, Table } from 'react-bootstrap';
import { useFormState, type UseFormReturn } from 'react-hook-form';
import { useParams } from 'react-router';
import { MSG } from '../../../domain/messages';
import { canCancel, canReceive, remainingOf } from '../../../domain/purchasing';
import type { TPurchaseOrder, TReceiptInput } from '../../../domain/schemas/purchasing';
import { ApiError } from '../../api/http';
import { useCancelPurchaseOrder, usePurchaseOrder, useReceivePurchaseOrder } from '../../api/purchase-orders';
import { useSettings } from '../../api/settings';
import { RequireRole, ShowFor } from '../../auth/guards';
import { TextField } from '../../components/form/FormField';
import { useZodForm } from '../../components/form/useZodForm';
import { ZodForm } from '../../components/form/ZodForm';
import { labelsPath } from '../../components/labels-path';
import { LinkButton } from '../../components/LinkButton';
import { Loader } from '../../components/Loader';
import { ErrorMessage, Message, type MessageVariant } from '../../components/Message';
import { lineAmount, PrintedOrder } from './PrintedOrder';
import { everythingLeft, formFieldOf, receiveDefaults, receiveForm, scanUpc, type ReceiveValues } from './receive-scan';
import { ScanBox } from './ScanBox';
import { StatusBadge } from './StatusBadge';
import '../../components/stacked-table.css';
import './purchase-order-print.css';
import { useBusinessFormat } from '../../components/useBusinessFormat';

function SupplierBlock({ order }: { order: TPurchaseOrder }) {
  const s = order.supplier;
  const format = useBusinessFormat();
  return (
    <dl className="row mb-0 small">
      <dt className="col-4 col-sm-3">Supplier</dt>
      <dd className="col-8 col-sm-9 fw-semibold">{s.name}</dd>
      {s.contact && (
        <>
          <dt className="col-4 col-sm-3">Contact</dt>
          <dd className="col-8 col-sm-9">{s.contact}</dd>
        </>
      )}
      {s.email && (
        <>
          <dt className="col-4 col-sm-3">E-mail</dt>
          <dd className="col-8 col-sm-9">
            <a href={`mailto:${s.email}`}>{s.email}</a>
          </dd>
        </>
      )}
      {s.phone && (
        <>
          <dt className="col-4 col-sm-3">Phone</dt>
          <dd className="col-8 col-sm-9">{s.phone}</dd>
        </>
      )}
      <dt className="col-4 col-sm-3">Ordered</dt>
      <dd className="col-8 col-sm-9">{format.lastUpdate(order.createdAt)}</dd>
      {order.note && (
        <>
          <dt className="col-4 col-sm-3">Note</dt>
          <dd className="col-8 col-sm-9">{order.note}</dd>
        </>
      )}
    </dl>
  );
}

/** The order's lines; while it can receive, each line has a box for what arrives now. */
function LinesTable({ order, currency, receiving }: { order: TPurchaseOrder; currency: string; receiving: boolean }) {
  const showCost = order.total !== undefined;
  const format = useBusinessFormat();
  return (
    <Table bordered responsive size="sm" className="align-middle stacked-table">
      <caption className="visually-hidden">Lines of purchase order {order.number}</caption>
      <thead>
        <tr>
          <th>UPC</th>
          <th>Name</th>
          <th className="text-end">Ordered</th>
          <th className="text-end">Received</th>
          {receiving && <th style={{ minWidth: '6rem' }}>Receive now</th>}
          {showCost && <th className="text-end">Unit cost</th>}
          {showCost && <th className="text-end">Amount</th>}
        </tr>
      </thead>
      <tbody>
        {order.lines.map((l, i) => (
          <tr key={l.inventoryId} className={l.received >= l.qty ? 'table-success' : undefined}>
            <td data-label="UPC" className="text-nowrap">{l.upc}</td>
            <td data-label="Name">{l.name}</td>
            <td data-label="Ordered" className="text-end">{l.qty}</td>
            <td data-label="Received" className="text-end">{l.received}</td>
            {receiving && (
              <td data-label="Receive now">
                {remainingOf(l) > 0 ? (
                  <TextField name={`lines.${i}.qty`} label={`Receive now of ${l.name}`} hideLabel className="mb-0" type="text" inputMode="numeric" autoComplete="off" />
                ) : (
                  <span className="small text-body-secondary">Complete</span>
                )}
              </td>
            )}
            {showCost && <td data-label="Unit cost" className="text-end text-nowrap">{l.cost === undefined ? '' : format.money(l.cost, currency)}</td>}
            {showCost && <td data-label="Amount" className="text-end text-nowrap">{format.money(lineAmount(l) ?? 0, currency)}</td>}
          </tr>
        ))}
      </tbody>
      {showCost && (
        <tfoot>
          <tr>
            <th colSpan={receiving ? 6 : 5} className="text-end stacked-hide">
              Total
            </th>
            <td data-label="Total" className="text-end fw-semibold text-nowrap">{format.money(order.total ?? 0, currency)}</td>
          </tr>
        </tfoot>
      )}
    </Table>
  );
}

function NothingToReceive({ form }: { form: UseFormReturn<ReceiveValues, unknown, TReceiptInput & { sent: number[] }> }) {
  const { errors } = useFormState({ control: form.control, name: 'lines' });
  const problem = errors.lines?.message ?? errors.lines?.root?.message;
  return problem ? <Message variant="danger">{problem}</Message> : null;
}

/**
 * Receiving: each scan adds one unit to its line's "Receive now" (never more than is still to come);
 * the boxes can be typed in too. Receive sends what is in them.
 */
function ReceiveForm({ order, currency }: { order: TPurchaseOrder; currency: string }) {
  const receive = useReceivePurchaseOrder(order._id);
  const schema = useMemo(() => receiveForm(order), [order]);
  const form = useZodForm<ReceiveValues, TReceiptInput & { sent: number[] }>(schema, { defaultValues: receiveDefaults(order) });
  const [scan, setScan] = useState<{ variant: MessageVariant; text: string } | null>(null);
  const sent = useRef<number[]>([]);

  const onScan = (upc: string): boolean => {
    const outcome = scanUpc(order.lines, form.getValues('lines'), upc);
    if (outcome.kind === 'unknown') {
      setScan({ variant: 'warning', text: `${upc} is not on this order` });
      return true;
    }
    const line = order.lines[outcome.index];
    if (outcome.kind === 'complete') {
      setScan({ variant: 'warning', text: `${line.name} (${line.upc}): all ${remainingOf(line)} still to come are counted already` });
      return true;
    }
    form.setValue(`lines.${outcome.index}.qty`, String(outcome.qty));
    setScan({ variant: 'success', text: `${line.name} (${line.upc}): receiving ${outcome.qty} of ${remainingOf(line)} still to come` });
    return true;
  };

  const onSubmit = async ({ sent: lines, ...body }: TReceiptInput & { sent: number[] }) => {
    sent.current = lines;
    try {
      await receive.mutateAsync(body);
      // The order comes back with its new received figures; this form starts again from it (see the key below).
    } catch {
      // The alert shows why.
    }
  };

  // The server names the lines of the body it was sent; the form marks its own line.
  const serverError = receive.error instanceof ApiError ? new ApiError(receive.error.message, receive.error.status, receive.error.code, formFieldOf(receive.error.field, sent.current)) : receive.error;

  return (
    <section aria-labelledby="receive-heading" className="mb-3">
      <h2 id="receive-heading" className="h5 no-print">
        Receive goods
      </h2>
      <div className="no-print">
        <ScanBox id="receive-scan" label="Scan each unit as it is unpacked" placeholder="Scan or type a UPC" buttonLabel="Add" onScan={onScan} autoFocus />
        <div aria-live="polite">{scan && <Message variant={scan.variant}>{scan.text}</Message>}</div>
      </div>
      <ZodForm form={form} idPrefix="receive" onSubmit={onSubmit} serverError={serverError} ariaLabel={`Receive purchase order ${order.number}`}>
        <NothingToReceive form={form} />
        <LinesTable order={order} currency={currency} receiving />
        <div className="d-flex flex-wrap gap-2 no-print">
          <Button type="submit" variant="primary">
            Receive
          </Button>
          <Button variant="outline-secondary" onClick={() => form.reset(everythingLeft(order))}>
            Fill in everything still to come
          </Button>
          <Button variant="outline-secondary" onClick={() => form.reset(receiveDefaults(order))}>
            Clear
          </Button>
        </div>
      </ZodForm>
    </section>
  );
}

function OrderView({ order }: { order: TPurchaseOrder }) {
  const currency = useSettings().data?.currency ?? 'USD';
  const cancel = useCancelPurchaseOrder(order._id);
  const receivedUnits = order.lines.reduce((n, l) => n + l.received, 0);
  const orderedUnits = order.lines.reduce((n, l) => n + l.qty, 0);

  const onCancel = () => {
    if (window.confirm(MSG.confirmDelete)) cancel.mutate();
  };

  return (
    <>
      <div className="po-screen">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
          <h1 className="h3 mb-0 me-2">Purchase Order {order.number}</h1>
          <StatusBadge status={order.status} />
          <span className="me-auto small text-body-secondary">
            {receivedUnits} of {orderedUnits} units received
          </span>
          <Button variant="outline-primary" onClick={() => window.print()}>
            Print
          </Button>
          {receivedUnits > 0 && (
            <ShowFor role="admin">
              <LinkButton to={labelsPath({ purchaseOrder: order._id })} variant="outline-primary">
                Print labels
              </LinkButton>
            </ShowFor>
          )}
          {canCancel(order.status) && (
            <ShowFor role="admin">
              <Button variant="outline-danger" onClick={onCancel} disabled={cancel.isPending}>
                Cancel Order
              </Button>
            </ShowFor>
          )}
        </div>
        <ErrorMessage error={cancel.error} />
        <div className="border rounded p-3 mb-3">
          <SupplierBlock order={order} />
        </div>
        {canReceive(order.status) ? (
          <ReceiveForm key={order.updatedAt} order={order} currency={currency} />
        ) : (
          <>
            <Message variant="info">{order.status === 'cancelled' ? 'This order was cancelled.' : 'Everything on this order has been received.'}</Message>
            <LinesTable order={order} currency={currency} receiving={false} />
          </>
        )}
      </div>
      <PrintedOrder order={order} currency={currency} />
    </>
  );
}

function Order() {
  const { id = '' } = useParams();
  const order = usePurchaseOrder(id);
  if (order.isPending) return <Loader />;
  if (order.error) return <ErrorMessage error={order.error} />;
  return <OrderView order={order.data} />;
}

/** /purchase-orders/{id}: one order, received by scanning (anyone signed in), cancelled (admins), printed. */
export function PurchaseOrderPage() {
  return (
    <RequireRole role="user">
      <div className="container-fluid px-4" style={{ maxWidth: '72rem' }}>
        <LinkButton to="/purchase-orders" variant="light" className="mb-3 po-screen">
          Go Back
        </LinkButton>
        <Order />
      </div>
    </RequireRole>
  );
}

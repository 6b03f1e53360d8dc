import { useMemo, useRef, useState } from 'react';
import { Button, Table } from 'react-bootstrap';
import { useFormState, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { canCancel, canReceive, remainingOf } from '../../../domain/purchasing';
import type { TPurchaseOrder, TReceiptInput } from '../../../domain/schemas/purchasing';
import { ApiError } from '../../api/http';
import { useCancelPurchaseOrder, usePurchaseOrder, useReceivePurchaseOrder } from '../../api/purchase-orders';
import { useSettings } from '../../api/settings';
import { RequireRole, ShowFor } from '../../auth/guards';
import { CountField } from '../../components/form/CountField';
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
  const { t } = useTranslation();
  const s = order.supplier;
  const format = useBusinessFormat();
  return (
    <dl className="row mb-0 small">
      <dt className="col-4 col-sm-3">{t('purchasing:order.supplier')}</dt>
      <dd className="col-8 col-sm-9 fw-semibold">{s.name}</dd>
      {s.contact && (
        <>
          <dt className="col-4 col-sm-3">{t('purchasing:order.contact')}</dt>
          <dd className="col-8 col-sm-9">{s.contact}</dd>
        </>
      )}
      {s.email && (
        <>
          <dt className="col-4 col-sm-3">{t('purchasing:order.email')}</dt>
          <dd className="col-8 col-sm-9">
            <a href={`mailto:${s.email}`}>{s.email}</a>
          </dd>
        </>
      )}
      {s.phone && (
        <>
          <dt className="col-4 col-sm-3">{t('purchasing:order.phone')}</dt>
          <dd className="col-8 col-sm-9">{s.phone}</dd>
        </>
      )}
      <dt className="col-4 col-sm-3">{t('purchasing:order.ordered')}</dt>
      <dd className="col-8 col-sm-9">{format.lastUpdate(order.createdAt)}</dd>
      {order.note && (
        <>
          <dt className="col-4 col-sm-3">{t('purchasing:order.note')}</dt>
          <dd className="col-8 col-sm-9">{order.note}</dd>
        </>
      )}
    </dl>
  );
}

/** The order's lines; while it can receive, each line has a box for what arrives now. */
function LinesTable({ order, currency, receiving }: { order: TPurchaseOrder; currency: string; receiving: boolean }) {
  const { t } = useTranslation();
  const showCost = order.total !== undefined;
  const format = useBusinessFormat();
  return (
    <Table bordered responsive size="sm" className="align-middle stacked-table">
      <caption className="visually-hidden">{t('purchasing:order.linesCaption', { number: order.number })}</caption>
      <thead>
        <tr>
          <th>UPC</th>
          <th>{t('purchasing:order.name')}</th>
          <th className="text-end">{t('purchasing:order.orderedQty')}</th>
          <th className="text-end">{t('purchasing:order.received')}</th>
          {receiving && <th style={{ minWidth: '6rem' }}>{t('purchasing:order.receiveNow')}</th>}
          {showCost && <th className="text-end">{t('purchasing:order.unitCost')}</th>}
          {showCost && <th className="text-end">{t('purchasing:order.amount')}</th>}
        </tr>
      </thead>
      <tbody>
        {order.lines.map((l, i) => (
          <tr key={l.inventoryId} className={l.received >= l.qty ? 'table-success' : undefined}>
            <td data-label="UPC" className="text-nowrap">{l.upc}</td>
            <td data-label={t('purchasing:order.name')}>{l.name}</td>
            <td data-label={t('purchasing:order.orderedQty')} className="text-end">{l.qty}</td>
            <td data-label={t('purchasing:order.received')} className="text-end">{l.received}</td>
            {receiving && (
              <td data-label={t('purchasing:order.receiveNow')}>
                {remainingOf(l) > 0 ? (
                  <CountField name={`lines.${i}.qty`} label={t('purchasing:order.receiveNowOf', { name: l.name })} hideLabel className="mb-0" min={0} />
                ) : (
                  <span className="small text-body-secondary">{t('purchasing:order.complete')}</span>
                )}
              </td>
            )}
            {showCost && <td data-label={t('purchasing:order.unitCost')} className="text-end text-nowrap">{l.cost === undefined ? '' : format.money(l.cost, currency)}</td>}
            {showCost && <td data-label={t('purchasing:order.amount')} className="text-end text-nowrap">{format.money(lineAmount(l) ?? 0, currency)}</td>}
          </tr>
        ))}
      </tbody>
      {showCost && (
        <tfoot>
          <tr>
            <th colSpan={receiving ? 6 : 5} className="text-end stacked-hide">
              {t('purchasing:order.total')}
            </th>
            <td data-label={t('purchasing:order.total')} className="text-end fw-semibold text-nowrap">{format.money(order.total ?? 0, currency)}</td>
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
  const { t } = useTranslation();
  const receive = useReceivePurchaseOrder(order._id);
  const schema = useMemo(() => receiveForm(order), [order]);
  const form = useZodForm<ReceiveValues, TReceiptInput & { sent: number[] }>(schema, { defaultValues: receiveDefaults(order) });
  const [scan, setScan] = useState<{ variant: MessageVariant; text: string } | null>(null);
  const sent = useRef<number[]>([]);

  const onScan = (upc: string): boolean => {
    const outcome = scanUpc(order.lines, form.getValues('lines'), upc);
    if (outcome.kind === 'notABarcode') {
      setScan({ variant: 'warning', text: t('purchasing:receive.notABarcode', { upc }) });
      return true;
    }
    if (outcome.kind === 'unknown') {
      setScan({ variant: 'warning', text: t('purchasing:receive.notOnOrder', { upc }) });
      return true;
    }
    const line = order.lines[outcome.index];
    if (outcome.kind === 'complete') {
      setScan({ variant: 'warning', text: t('purchasing:receive.allCounted', { name: line.name, upc: line.upc, left: remainingOf(line) }) });
      return true;
    }
    form.setValue(`lines.${outcome.index}.qty`, String(outcome.qty));
    setScan({ variant: 'success', text: t('purchasing:receive.receiving', { name: line.name, upc: line.upc, qty: outcome.qty, left: remainingOf(line) }) });
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
        {t('purchasing:receive.heading')}
      </h2>
      <div className="no-print">
        <ScanBox
          id="receive-scan"
          label={t('purchasing:receive.scanLabel')}
          placeholder={t('purchasing:receive.scanPlaceholder')}
          buttonLabel={t('purchasing:receive.add')}
          onScan={onScan}
          autoFocus
        />
        <div aria-live="polite">{scan && <Message variant={scan.variant}>{scan.text}</Message>}</div>
      </div>
      <ZodForm form={form} idPrefix="receive" onSubmit={onSubmit} serverError={serverError} ariaLabel={t('purchasing:receive.formLabel', { number: order.number })}>
        <NothingToReceive form={form} />
        <LinesTable order={order} currency={currency} receiving />
        <div className="d-flex flex-wrap gap-2 no-print">
          <Button type="submit" variant="primary">
            {t('purchasing:receive.submit')}
          </Button>
          <Button variant="outline-secondary" onClick={() => form.reset(everythingLeft(order))}>
            {t('purchasing:receive.fillIn')}
          </Button>
          <Button variant="outline-secondary" onClick={() => form.reset(receiveDefaults(order))}>
            {t('purchasing:receive.clear')}
          </Button>
        </div>
      </ZodForm>
    </section>
  );
}

function OrderView({ order }: { order: TPurchaseOrder }) {
  const { t } = useTranslation();
  const currency = useSettings().data?.currency ?? 'USD';
  const cancel = useCancelPurchaseOrder(order._id);
  const receivedUnits = order.lines.reduce((n, l) => n + l.received, 0);
  const orderedUnits = order.lines.reduce((n, l) => n + l.qty, 0);

  const onCancel = () => {
    if (window.confirm(t('spec:confirmDelete'))) cancel.mutate();
  };

  return (
    <>
      <div className="po-screen">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
          <h1 className="h3 mb-0 me-2">{t('purchasing:order.title', { number: order.number })}</h1>
          <StatusBadge status={order.status} />
          <span className="me-auto small text-body-secondary">
            {t('purchasing:order.unitsReceived', { received: receivedUnits, ordered: orderedUnits })}
          </span>
          <Button variant="outline-primary" onClick={() => window.print()}>
            {t('purchasing:order.print')}
          </Button>
          {receivedUnits > 0 && (
            <ShowFor role="admin">
              <LinkButton to={labelsPath({ purchaseOrder: order._id })} variant="outline-primary">
                {t('purchasing:order.printLabels')}
              </LinkButton>
            </ShowFor>
          )}
          {canCancel(order.status) && (
            <ShowFor role="admin">
              <Button variant="outline-danger" onClick={onCancel} disabled={cancel.isPending}>
                {t('purchasing:order.cancel')}
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
            <Message variant="info">{order.status === 'cancelled' ? t('purchasing:order.cancelled') : t('purchasing:order.allReceived')}</Message>
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
  const { t } = useTranslation();
  return (
    <RequireRole role="user">
      <div className="container-fluid px-4" style={{ maxWidth: '72rem' }}>
        <LinkButton to="/purchase-orders" variant="light" className="mb-3 po-screen">
          {t('purchasing:back')}
        </LinkButton>
        <Order />
      </div>
    </RequireRole>
  );
}

import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ZStockCountCommitFields, type TStockCount, type TStockCountCommit } from '../../../domain/schemas/stock-counts';
import { useSettings } from '../../api/settings';
import { useCancelCount, useCommitCount, useRemoveLine, useStockCount } from '../../api/stock-counts';
import { RequireRole, ShowFor } from '../../auth/guards';
import { CheckField } from '../../components/form/FormField';
import { useZodForm } from '../../components/form/useZodForm';
import { ZodForm } from '../../components/form/ZodForm';
import { LinkButton } from '../../components/LinkButton';
import { Loader } from '../../components/Loader';
import { ErrorMessage, Message } from '../../components/Message';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { CountHeader, CountTotals, signed } from './CountSummary';
import { countPath } from './paths';
import { CountRecord } from './StockCountPage';
import { VarianceTable } from './VarianceTable';
import { useBusinessFormat } from '../../components/useBusinessFormat';

/** The entries in scope nobody counted, and what "zero uncounted" would do to them. */
function Uncounted({ count }: { count: TStockCount }) {
  const { t } = useTranslation();
  const format = useBusinessFormat();
  if (count.uncounted === 0) return <Message variant="success">{t('stockCounts:review.allCounted')}</Message>;
  const holding = count.uncountedWithStock === 0 ? t('stockCounts:review.noneHolds') : t('stockCounts:review.holds', { count: count.uncountedWithStock });
  return (
    <details className="mb-3">
      <summary>{t('stockCounts:review.uncounted', { count: count.uncounted, number: format.number(count.uncounted), holding })}</summary>
      <ul className="list-unstyled small mt-2 mb-0">
        {count.uncountedEntries.map((e) => (
          <li key={e.inventoryId}>{t('stockCounts:review.onHand', { name: e.name, upc: e.upc, onHand: e.onHand })}</li>
        ))}
        {count.uncounted > count.uncountedEntries.length && <li>{t('stockCounts:review.more', { number: count.uncounted - count.uncountedEntries.length })}</li>}
      </ul>
    </details>
  );
}

/** Commit (with the zero-uncounted choice, confirmed in the page) and cancel: admins only. */
function CloseCount({ count, currency }: { count: TStockCount; currency: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const format = useBusinessFormat();
  const commit = useCommitCount(count._id);
  const cancel = useCancelCount(count._id);
  const form = useZodForm<{ zeroUncounted: boolean }, TStockCountCommit>(ZStockCountCommitFields, { defaultValues: { zeroUncounted: false } });
  const [pending, setPending] = useState<TStockCountCommit | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const toRecount = count.lines.filter((l) => l.recount !== null).length;
  const changed = count.lines.filter((l) => l.variance !== 0 && l.onHand !== null).length;
  // A count of entries or lines, written the shop's way, that also picks the sentence's plural form.
  const many = (n: number) => ({ count: n, number: format.number(n) });
  const change = { ...many(changed), variance: signed(count.totals.variance) };

  const onCommit = () => {
    if (pending) commit.mutate(pending, { onSuccess: () => navigate(countPath(count._id)) });
  };

  return (
    <>
      <ZodForm form={form} idPrefix="commit" onSubmit={(values) => setPending(values)} ariaLabel={t('stockCounts:review.commitLabel')} className="border rounded p-3 mb-3">
        <h2 className="h5">{t('stockCounts:review.commitHeading')}</h2>
        {count.uncountedWithStock > 0 ? (
          <CheckField name="zeroUncounted" label={t('stockCounts:review.zeroUncounted', many(count.uncountedWithStock))} />
        ) : (
          <p className="small text-body-secondary">{t('stockCounts:review.noneWithStock')}</p>
        )}
        <div className="d-flex flex-wrap gap-2">
          <Button type="submit" variant="success" disabled={toRecount > 0 || (count.lines.length === 0 && count.uncountedWithStock === 0)}>
            {t('stockCounts:review.commit')}
          </Button>
          <Button variant="outline-danger" onClick={() => setCancelling(true)}>
            {t('stockCounts:review.cancel')}
          </Button>
        </div>
        {toRecount > 0 && <Form.Text>{t('stockCounts:review.recountFirst')}</Form.Text>}
      </ZodForm>

      <ConfirmDialog
        show={pending !== null}
        title={t('stockCounts:review.commitTitle', { name: count.name })}
        confirmLabel={t('stockCounts:review.commitConfirm')}
        variant="success"
        busy={commit.isPending}
        error={commit.error}
        onConfirm={onCommit}
        onClose={() => {
          setPending(null);
          commit.reset();
        }}
      >
        <ul className="mb-2">
          <li>
            {count.totals.varianceCost === undefined
              ? t('stockCounts:review.changes', change)
              : t('stockCounts:review.changesCost', { ...change, money: format.money(count.totals.varianceCost, currency) })}
          </li>
          <li>{pending?.zeroUncounted ? t('stockCounts:review.zeroed', many(count.uncountedWithStock)) : t('stockCounts:review.kept', many(count.uncounted))}</li>
          <li>{t('stockCounts:review.salesStay')}</li>
        </ul>
        <p className="mb-0">{t('stockCounts:review.final')}</p>
      </ConfirmDialog>

      <ConfirmDialog
        show={cancelling}
        title={t('stockCounts:review.cancelTitle', { name: count.name })}
        confirmLabel={t('stockCounts:review.cancel')}
        variant="danger"
        busy={cancel.isPending}
        error={cancel.error}
        onConfirm={() => cancel.mutate(undefined, { onSuccess: () => navigate(countPath(count._id)) })}
        onClose={() => {
          setCancelling(false);
          cancel.reset();
        }}
      >
        <p className="mb-0">{t('stockCounts:review.cancelBody', many(count.totals.lines))}</p>
      </ConfirmDialog>
    </>
  );
}

function Review({ count }: { count: TStockCount }) {
  const { t } = useTranslation();
  const format = useBusinessFormat();
  const currency = useSettings().data?.currency ?? 'USD';
  const remove = useRemoveLine(count._id);
  const toRecount = count.lines.filter((l) => l.recount !== null);
  return (
    <>
      <CountHeader count={count}>
        <LinkButton to={countPath(count._id)} variant="outline-primary">
          {t('stockCounts:review.backToCounting')}
        </LinkButton>
      </CountHeader>
      <CountTotals totals={count.totals} currency={currency} />
      {toRecount.length > 0 && (
        <Message variant="warning">
          {t('stockCounts:review.recountWarning', { count: toRecount.length, number: format.number(toRecount.length) })}
        </Message>
      )}
      <ErrorMessage error={remove.error} />
      <Uncounted count={count} />
      <ShowFor role="admin">
        <CloseCount count={count} currency={currency} />
      </ShowFor>
      <h2 className="h5">{t('stockCounts:review.variances')}</h2>
      {count.lines.length === 0 ? (
        <Message variant="info">{t('stockCounts:review.nothingYet')}</Message>
      ) : (
        <VarianceTable
          lines={count.lines}
          currency={currency}
          open
          action={
            toRecount.length === 0
              ? undefined
              : (l) =>
                  l.recount ? (
                    <Button variant="outline-danger" size="sm" disabled={remove.isPending} onClick={() => remove.mutate(l.inventoryId)}>
                      {t('stockCounts:review.countAgain')}
                      <span className="visually-hidden"> {l.name}</span>
                    </Button>
                  ) : null
          }
        />
      )}
    </>
  );
}

function ReviewScreen() {
  const id = useParams().id ?? '';
  const count = useStockCount(id);
  return (
    <div className="container-fluid px-3 px-md-4">
      <ErrorMessage error={count.error} />
      {count.isPending ? <Loader /> : count.data ? count.data.status === 'open' ? <Review count={count.data} /> : <CountRecord count={count.data} /> : null}
    </div>
  );
}

/** /inventory/counts/:id/review: the variance review before commit. Everyone sees it; admins commit or cancel. */
export function StockCountReviewPage() {
  return (
    <RequireRole role="user">
      <ReviewScreen />
    </RequireRole>
  );
}

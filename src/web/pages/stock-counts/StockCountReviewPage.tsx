import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
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
import { counted } from '../../components/counted';

const plural = (n: number, one: string, many: string) => counted(n, one, many);

/** The entries in scope nobody counted, and what "zero uncounted" would do to them. */
function Uncounted({ count }: { count: TStockCount }) {
  if (count.uncounted === 0) return <Message variant="success">Every entry in this count's scope has been counted.</Message>;
  return (
    <details className="mb-3">
      <summary>
        {plural(count.uncounted, 'entry', 'entries')} in scope not counted; {count.uncountedWithStock === 0 ? 'none holds' : `${count.uncountedWithStock} ${count.uncountedWithStock === 1 ? 'holds' : 'hold'}`} stock
      </summary>
      <ul className="list-unstyled small mt-2 mb-0">
        {count.uncountedEntries.map((e) => (
          <li key={e.inventoryId}>
            {e.name} (UPC {e.upc}): {e.onHand} on hand
          </li>
        ))}
        {count.uncounted > count.uncountedEntries.length && <li>and {count.uncounted - count.uncountedEntries.length} more</li>}
      </ul>
    </details>
  );
}

/** Commit (with the zero-uncounted choice, confirmed in the page) and cancel: admins only. */
function CloseCount({ count, currency }: { count: TStockCount; currency: string }) {
  const navigate = useNavigate();
  const format = useBusinessFormat();
  const commit = useCommitCount(count._id);
  const cancel = useCancelCount(count._id);
  const form = useZodForm<{ zeroUncounted: boolean }, TStockCountCommit>(ZStockCountCommitFields, { defaultValues: { zeroUncounted: false } });
  const [pending, setPending] = useState<TStockCountCommit | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const toRecount = count.lines.filter((l) => l.recount !== null).length;
  const changed = count.lines.filter((l) => l.variance !== 0 && l.onHand !== null).length;

  const onCommit = () => {
    if (pending) commit.mutate(pending, { onSuccess: () => navigate(countPath(count._id)) });
  };

  return (
    <>
      <ZodForm form={form} idPrefix="commit" onSubmit={(values) => setPending(values)} ariaLabel="Commit count" className="border rounded p-3 mb-3">
        <h2 className="h5">Commit</h2>
        {count.uncountedWithStock > 0 ? (
          <CheckField
            name="zeroUncounted"
            label={count.uncountedWithStock === 1 ? 'Set the 1 uncounted entry that holds stock to 0' : `Set the ${plural(count.uncountedWithStock, 'entry', 'uncounted entries')} that hold stock to 0`}
          />
        ) : (
          <p className="small text-body-secondary">No uncounted entry holds stock.</p>
        )}
        <div className="d-flex flex-wrap gap-2">
          <Button type="submit" variant="success" disabled={toRecount > 0 || (count.lines.length === 0 && count.uncountedWithStock === 0)}>
            Commit count
          </Button>
          <Button variant="outline-danger" onClick={() => setCancelling(true)}>
            Cancel count
          </Button>
        </div>
        {toRecount > 0 && <Form.Text>Count the highlighted lines again before committing.</Form.Text>}
      </ZodForm>

      <ConfirmDialog
        show={pending !== null}
        title={`Commit "${count.name}"?`}
        confirmLabel="Commit"
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
            {plural(changed, 'line changes', 'lines change')} stock by {signed(count.totals.variance)} units
            {count.totals.varianceCost !== undefined && ` (${format.money(count.totals.varianceCost, currency)})`}.
          </li>
          <li>
            {pending?.zeroUncounted
              ? `${plural(count.uncountedWithStock, 'uncounted entry is', 'uncounted entries are')} set to 0.`
              : `${plural(count.uncounted, 'uncounted entry stays', 'uncounted entries stay')} as it is.`}
          </li>
          <li>Sales made since a line was counted stay subtracted.</li>
        </ul>
        <p className="mb-0">The count cannot be changed afterwards.</p>
      </ConfirmDialog>

      <ConfirmDialog
        show={cancelling}
        title={`Cancel "${count.name}"?`}
        confirmLabel="Cancel count"
        variant="danger"
        busy={cancel.isPending}
        error={cancel.error}
        onConfirm={() => cancel.mutate(undefined, { onSuccess: () => navigate(countPath(count._id)) })}
        onClose={() => {
          setCancelling(false);
          cancel.reset();
        }}
      >
        <p className="mb-0">Stock stays as it is and the {plural(count.totals.lines, 'counted line is', 'counted lines are')} kept for reference only.</p>
      </ConfirmDialog>
    </>
  );
}

function Review({ count }: { count: TStockCount }) {
  const currency = useSettings().data?.currency ?? 'USD';
  const remove = useRemoveLine(count._id);
  const toRecount = count.lines.filter((l) => l.recount !== null);
  return (
    <>
      <CountHeader count={count}>
        <LinkButton to={countPath(count._id)} variant="outline-primary">
          Back to counting
        </LinkButton>
      </CountHeader>
      <CountTotals totals={count.totals} currency={currency} />
      {toRecount.length > 0 && (
        <Message variant="warning">
          {plural(toRecount.length, 'line needs', 'lines need')} counting again before this count can be committed. Use "Count again" to clear a line, then count it where it
          stands.
        </Message>
      )}
      <ErrorMessage error={remove.error} />
      <Uncounted count={count} />
      <ShowFor role="admin">
        <CloseCount count={count} currency={currency} />
      </ShowFor>
      <h2 className="h5">Variances</h2>
      {count.lines.length === 0 ? (
        <Message variant="info">Nothing counted yet</Message>
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
                      Count again<span className="visually-hidden"> {l.name}</span>
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

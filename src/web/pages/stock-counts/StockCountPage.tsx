import { useMemo, useState } from 'react';
import { Button, Table } from 'react-bootstrap';
import { Trans, useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { TStockCount, TStockCountLine, TStockCountScan } from '../../../domain/schemas/stock-counts';
import { useSettings } from '../../api/settings';
import { useRemoveLine, useScan, useStockCount } from '../../api/stock-counts';
import { RequireRole } from '../../auth/guards';
import { LinkButton } from '../../components/LinkButton';
import { Loader } from '../../components/Loader';
import { ErrorMessage, Message } from '../../components/Message';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { CountHeader, CountTotals, Tile } from './CountSummary';
import { reviewPath } from './paths';
import { ScanBox } from './ScanBox';
import { SetCountedDialog, type LineToSet } from './SetCountedDialog';
import { VarianceTable } from './VarianceTable';

/** How often an open count is read again, so several counters see each other's lines. */
const REFRESH_MS = 15_000;

/** The line scanned last, big enough to read at arm's length: its name and its running count. */
function LastScanned({ line }: { line: TStockCountLine | undefined }) {
  const { t } = useTranslation();
  return (
    <div className="last-scanned border rounded p-3 mb-3 bg-body-tertiary" aria-live="polite" data-testid="last-scanned">
      {line ? (
        <div className="d-flex align-items-center gap-3">
          <div className="me-auto">
            <div className="small text-body-secondary">{t('stockCounts:counting.lastScanned')}</div>
            <div className="fs-3 fw-semibold lh-sm">{line.name}</div>
            <div className="text-body-secondary">UPC {line.upc}</div>
          </div>
          <div className="text-end">
            <div className="small text-body-secondary">{t('stockCounts:counting.counted')}</div>
            <div className="display-5 fw-bold lh-1" data-testid="last-scanned-count">
              {line.counted}
            </div>
          </div>
        </div>
      ) : (
        <div className="fs-5 text-body-secondary">{t('stockCounts:counting.scanToStart')}</div>
      )}
    </div>
  );
}

function Counting({ count }: { count: TStockCount }) {
  const { t } = useTranslation();
  const currency = useSettings().data?.currency ?? 'USD';
  const scan = useScan(count._id);
  const remove = useRemoveLine(count._id);
  const [lastId, setLastId] = useState<string | null>(null);
  const [toSet, setToSet] = useState<LineToSet | null>(null);
  const [toRemove, setToRemove] = useState<TStockCountLine | null>(null);

  // Newest first: the line just counted is at the top.
  const lines = useMemo(() => [...count.lines].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)), [count.lines]);
  const last = lines.find((l) => l.inventoryId === lastId);

  const onScan = (input: TStockCountScan) => scan.mutate(input, { onSuccess: (change) => setLastId(change.line.inventoryId) });
  const onRemove = () => {
    if (!toRemove) return;
    remove.mutate(toRemove.inventoryId, {
      onSuccess: () => {
        if (toRemove.inventoryId === lastId) setLastId(null);
        setToRemove(null);
      },
    });
  };

  return (
    <>
      <CountHeader count={count}>
        <LinkButton to={reviewPath(count._id)} variant="primary">
          {t('stockCounts:counting.review')}
        </LinkButton>
      </CountHeader>
      <ScanBox onScan={onScan} serverError={scan.error} />
      <LastScanned line={last} />
      <CountTotals totals={count.totals} currency={currency} withExpected={false} extra={<Tile label={t('stockCounts:totals.notCounted')} value={count.uncounted} />} />

      <h2 className="h5">{t('stockCounts:counting.heading')}</h2>
      {lines.length === 0 ? (
        <Message variant="info">{t('stockCounts:counting.nothingYet')}</Message>
      ) : (
        <div className="table-responsive mb-3" tabIndex={0} role="region" aria-label={t('stockCounts:counting.linesLabel')}>
          <Table bordered hover size="sm" className="align-middle mb-0">
            <caption className="visually-hidden">{t('stockCounts:counting.linesCaption')}</caption>
            <thead>
              <tr>
                <th>{t('stockCounts:counting.category')}</th>
                <th className="text-end">{t('stockCounts:counting.counted')}</th>
                <th>
                  <span className="visually-hidden">{t('stockCounts:counting.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((l) => (
                <tr key={l.inventoryId}>
                  <td>
                    <div className="fw-semibold">{l.name}</div>
                    <div className="small text-body-secondary">UPC {l.upc}</div>
                  </td>
                  <td className="text-end fs-5">{l.counted}</td>
                  <td>
                    {/* Stacked on a phone, so the row fits its width. */}
                    <div className="d-flex flex-column flex-sm-row justify-content-end gap-1">
                      <Button variant="outline-primary" size="sm" className="text-nowrap" onClick={() => setToSet(l)}>
                        <Trans i18nKey="stockCounts:counting.typeCount" values={{ name: l.name }} components={{ hidden: <span className="visually-hidden" /> }} />
                      </Button>
                      <Button variant="outline-danger" size="sm" onClick={() => setToRemove(l)}>
                        {t('stockCounts:counting.remove')}
                        <span className="visually-hidden"> {l.name}</span>
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}

      {count.uncounted > 0 && (
        <>
          <h2 className="h5 mt-4">{t('stockCounts:counting.notCountedHeading', { number: count.uncounted })}</h2>
          <ul className="list-group mb-3">
            {count.uncountedEntries.map((e) => (
              <li key={e.inventoryId} className="list-group-item d-flex align-items-center gap-2">
                <div className="me-auto">
                  <div>{e.name}</div>
                  <div className="small text-body-secondary">UPC {e.upc}</div>
                </div>
                <Button variant="outline-primary" size="sm" onClick={() => setToSet({ inventoryId: e.inventoryId, name: e.name, upc: e.upc })}>
                  <Trans i18nKey="stockCounts:counting.typeCount" values={{ name: e.name }} components={{ hidden: <span className="visually-hidden" /> }} />
                </Button>
              </li>
            ))}
          </ul>
          {count.uncounted > count.uncountedEntries.length && <p className="small text-body-secondary">{t('stockCounts:counting.more', { number: count.uncounted - count.uncountedEntries.length })}</p>}
        </>
      )}

      <SetCountedDialog countId={count._id} line={toSet} onClose={() => setToSet(null)} />
      <ConfirmDialog
        show={toRemove !== null}
        title={t('stockCounts:counting.removeTitle')}
        confirmLabel={t('stockCounts:counting.removeConfirm')}
        variant="danger"
        busy={remove.isPending}
        error={remove.error}
        onConfirm={onRemove}
        onClose={() => {
          setToRemove(null);
          remove.reset();
        }}
      >
        {toRemove && (
          <p className="mb-0">
            <Trans
              i18nKey="stockCounts:counting.removeBody"
              values={{ name: toRemove.name, counted: toRemove.counted }}
              components={{ b: <span className="fw-semibold" /> }}
            />
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}

/** A committed or cancelled count: what was counted and what it changed, read-only. */
export function CountRecord({ count }: { count: TStockCount }) {
  const { t } = useTranslation();
  const currency = useSettings().data?.currency ?? 'USD';
  return (
    <>
      <CountHeader count={count} />
      <CountTotals totals={count.totals} currency={currency} />
      {count.status === 'committed' ? (
        <Message variant="success">
          {count.zeroUncounted ? t('stockCounts:record.committedZeroed') : t('stockCounts:record.committedKept')}
        </Message>
      ) : (
        <Message variant="info">{t('stockCounts:record.cancelled')}</Message>
      )}
      {count.lines.length > 0 && <VarianceTable lines={count.lines} currency={currency} open={false} />}
    </>
  );
}

function CountScreen() {
  const id = useParams().id ?? '';
  const count = useStockCount(id, { refreshMs: REFRESH_MS });
  return (
    <div className="container-fluid px-3 px-md-4 stock-count">
      <ErrorMessage error={count.error} />
      {count.isPending ? <Loader /> : count.data ? count.data.status === 'open' ? <Counting count={count.data} /> : <CountRecord count={count.data} /> : null}
    </div>
  );
}

/** /inventory/counts/:id: the counting screen (a scanner or a phone), or the record of a closed count. */
export function StockCountPage() {
  return (
    <RequireRole role="user">
      <CountScreen />
    </RequireRole>
  );
}

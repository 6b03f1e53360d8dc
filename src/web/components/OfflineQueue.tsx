/**
 * "Offline: N sales waiting" in the header, on every screen, while sales rung up without the
 * server are on this device; it opens the list: each sale's receipt, time, total and whether it
 * waits or was refused (with the server's reason), Send now, and Try again for a refused one.
 */
import { useState } from 'react';
import { Badge, Button, Modal, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog } from './Dialog';
import { i18n } from '../i18n';
import { errorText, Message } from './Message';
import { useBusinessFormat } from './useBusinessFormat';
import { markWaiting } from '../sync/outbox-store';
import { nudgeOutbox, useOutbox, useQueuedSales, type Outbox } from '../sync/useOutbox';

/** The header's words for what waits on the device. */
export function offlineQueueLabel(waiting: number, refused: number): string {
  if (waiting === 0) return i18n.t('common:offline.refused', { count: refused });
  return i18n.t('common:offline.waiting', { count: waiting }) + (refused > 0 ? i18n.t('common:offline.andRefused', { count: refused }) : '');
}

function QueueList({ cid, outbox, onClose }: { cid: string; outbox: Outbox; onClose: () => void }) {
  const { t } = useTranslation();
  const sales = useQueuedSales(cid);
  const format = useBusinessFormat();
  const stopped = outbox.last?.stopped;
  return (
    <>
      <Modal.Header closeButton>
        <Modal.Title id="offline-queue-title">{t('common:offline.title')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{t('common:offline.intro')}</p>
        {stopped && outbox.counts.waiting > 0 && <Message variant="warning">{t('common:offline.notSent', { reason: errorText(stopped) })}</Message>}
        {sales.length === 0 ? (
          <Message variant="success">{t('common:offline.allSent')}</Message>
        ) : (
          <Table size="sm" responsive>
            <thead>
              <tr>
                <th scope="col">{t('common:offline.receipt')}</th>
                <th scope="col">{t('common:offline.sold')}</th>
                <th scope="col" className="text-end">
                  {t('common:offline.total')}
                </th>
                <th scope="col">{t('common:offline.state')}</th>
              </tr>
            </thead>
            <tbody>
              {sales.map((s) => (
                <tr key={s.key} data-testid="queued-sale">
                  <td className="font-monospace">
                    <Link to={`/receipt/${s.receipt.barcode}`} onClick={onClose}>
                      {s.receipt.barcode}
                    </Link>
                  </td>
                  <td>{format.receiptDate(s.receipt.createdAt)}</td>
                  <td className="text-end">{format.money(s.receipt.total, s.receipt.currency)}</td>
                  <td>
                    {s.state === 'waiting' ? (
                      t('common:offline.isWaiting')
                    ) : (
                      <>
                        <span className="text-danger fw-semibold">{t('common:offline.isRefused')}</span> <span data-testid="refusal-reason">{s.reason}</span>
                        <div>
                          <Button
                            size="sm"
                            variant="outline-secondary"
                            className="mt-1"
                            onClick={() => void markWaiting(cid, s.key).then(nudgeOutbox)}
                            aria-label={t('common:offline.tryReceipt', { barcode: s.receipt.barcode })}
                          >
                            {t('common:actions.tryAgain')}
                          </Button>
                        </div>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          {t('common:actions.close')}
        </Button>
        <Button variant="primary" onClick={outbox.sendNow} disabled={outbox.sending || outbox.counts.waiting === 0}>
          {outbox.sending ? t('common:offline.sending') : t('common:offline.sendNow')}
        </Button>
      </Modal.Footer>
    </>
  );
}

/** The header's button (nothing while no sale waits) and its list. */
export function OfflineQueue({ cid }: { cid: string }) {
  const { t } = useTranslation();
  const outbox = useOutbox(cid);
  const [open, setOpen] = useState(false);
  const { waiting, refused } = outbox.counts;
  return (
    <>
      {waiting + refused > 0 && (
        <Button size="sm" variant={refused > 0 ? 'danger' : 'warning'} className="offline-queue ms-auto me-2" onClick={() => setOpen(true)} data-testid="offline-queue">
          {offlineQueueLabel(waiting, refused)}
          {outbox.sending && (
            <Badge bg="light" text="dark" className="ms-2">
              {t('common:offline.sendingBadge')}
            </Badge>
          )}
        </Button>
      )}
      <Dialog show={open} onHide={() => setOpen(false)} aria-labelledby="offline-queue-title" size="lg" fullscreen="sm-down">
        <QueueList cid={cid} outbox={outbox} onClose={() => setOpen(false)} />
      </Dialog>
    </>
  );
}

/**
 * "Offline: N sales waiting" in the header, on every screen, while sales rung up without the
 * server are on this device; it opens the list: each sale's receipt, time, total and whether it
 * waits or was refused (with the server's reason), Send now, and Try again for a refused one.
 */
import { useState } from 'react';
import { Badge, Button, Modal, Table } from 'react-bootstrap';
import { Link } from 'react-router';
import { Dialog } from './Dialog';
import { Message } from './Message';
import { useBusinessFormat } from './useBusinessFormat';
import { markWaiting } from '../sync/outbox-store';
import { nudgeOutbox, useOutbox, useQueuedSales, type Outbox } from '../sync/useOutbox';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The header's words for what waits on the device. */
export function offlineQueueLabel(waiting: number, refused: number): string {
  if (waiting === 0) return `Offline: ${plural(refused, 'sale', 'sales')} refused`;
  return `Offline: ${plural(waiting, 'sale', 'sales')} waiting${refused > 0 ? `, ${refused} refused` : ''}`;
}

function QueueList({ cid, outbox, onClose }: { cid: string; outbox: Outbox; onClose: () => void }) {
  const sales = useQueuedSales(cid);
  const format = useBusinessFormat();
  const stopped = outbox.last?.stopped;
  return (
    <>
      <Modal.Header closeButton>
        <Modal.Title id="offline-queue-title">Sales recorded offline</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>
          These sales were rung up while Stocktill could not be reached. They stay on this device until Stocktill has them, and are sent by themselves when the
          connection is back.
        </p>
        {stopped && outbox.counts.waiting > 0 && <Message variant="warning">Not sent yet: {stopped.message}</Message>}
        {sales.length === 0 ? (
          <Message variant="success">Every sale has reached Stocktill.</Message>
        ) : (
          <Table size="sm" responsive>
            <thead>
              <tr>
                <th scope="col">Receipt</th>
                <th scope="col">Sold</th>
                <th scope="col" className="text-end">
                  Total
                </th>
                <th scope="col">State</th>
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
                      'Waiting'
                    ) : (
                      <>
                        <span className="text-danger fw-semibold">Refused:</span> <span data-testid="refusal-reason">{s.reason}</span>
                        <div>
                          <Button
                            size="sm"
                            variant="outline-secondary"
                            className="mt-1"
                            onClick={() => void markWaiting(cid, s.key).then(nudgeOutbox)}
                            aria-label={`Try receipt ${s.receipt.barcode} again`}
                          >
                            Try again
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
          Close
        </Button>
        <Button variant="primary" onClick={outbox.sendNow} disabled={outbox.sending || outbox.counts.waiting === 0}>
          {outbox.sending ? 'Sending…' : 'Send now'}
        </Button>
      </Modal.Footer>
    </>
  );
}

/** The header's button (nothing while no sale waits) and its list. */
export function OfflineQueue({ cid }: { cid: string }) {
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
              sending
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

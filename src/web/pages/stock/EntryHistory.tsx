import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { useEntryMovements } from '../../api/stock';
import { Loader } from '../../components/Loader';
import { ErrorMessage, Message } from '../../components/Message';
import { MovementsTable } from './MovementsTable';

/** An entry's History tab: every change of its quantity, newest first, a page at a time. */
export function EntryHistory({ inventoryId }: { inventoryId: string }) {
  const [page, setPage] = useState(1);
  const history = useEntryMovements(inventoryId, page);
  if (history.isPending) return <Loader />;
  if (history.error) return <ErrorMessage error={history.error} />;
  const { movements, pages, count } = history.data;
  if (count === 0) return <Message variant="info">No stock changes yet</Message>;
  return (
    <>
      <MovementsTable movements={movements} withEntry={false} caption="Stock history of this entry" />
      {pages > 1 && (
        <div className="d-flex align-items-center gap-2">
          <Button variant="outline-secondary" size="sm" onClick={() => setPage((p) => p - 1)} disabled={history.data.page <= 1}>
            Newer
          </Button>
          <span className="small">
            Page {history.data.page} of {pages}
          </span>
          <Button variant="outline-secondary" size="sm" onClick={() => setPage((p) => p + 1)} disabled={history.data.page >= pages}>
            Older
          </Button>
        </div>
      )}
    </>
  );
}

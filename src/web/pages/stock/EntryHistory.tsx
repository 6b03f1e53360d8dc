import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useEntryMovements } from '../../api/stock';
import { Loader } from '../../components/Loader';
import { ErrorMessage, Message } from '../../components/Message';
import { MovementsTable } from './MovementsTable';

/** An entry's History tab: every change of its quantity, newest first, a page at a time. */
export function EntryHistory({ inventoryId }: { inventoryId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useEntryMovements(inventoryId, page);
  if (history.isPending) return <Loader />;
  if (history.error) return <ErrorMessage error={history.error} />;
  const { movements, pages, count } = history.data;
  if (count === 0) return <Message variant="info">{t('stock:history.empty')}</Message>;
  return (
    <>
      <MovementsTable movements={movements} withEntry={false} caption={t('stock:history.caption')} />
      {pages > 1 && (
        <div className="d-flex align-items-center gap-2">
          <Button variant="outline-secondary" size="sm" onClick={() => setPage((p) => p - 1)} disabled={history.data.page <= 1}>
            {t('stock:history.newer')}
          </Button>
          <span className="small">{t('stock:history.page', { page: history.data.page, pages })}</span>
          <Button variant="outline-secondary" size="sm" onClick={() => setPage((p) => p + 1)} disabled={history.data.page >= pages}>
            {t('stock:history.older')}
          </Button>
        </div>
      )}
    </>
  );
}

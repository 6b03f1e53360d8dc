import { useEffect, useReducer } from 'react';
import { Button, ListGroup } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { MAX_QUICK_KEYS } from '../../../domain/schemas/pos';
import { useQuickKeys, useSaveQuickKeys } from '../../api/quick-keys';
import { RequireRole } from '../../auth/guards';
import { EntryFinder } from '../../components/EntryFinder';
import { LinkButton } from '../../components/LinkButton';
import { Loader } from '../../components/Loader';
import { ErrorMessage, Message } from '../../components/Message';
import { useFlash } from '../../components/useFlash';
import { quickKeyDraft, type DraftKey } from './quick-key-draft';

/** The grid being arranged, in the order the terminal shows it. */
function DraftList({ keys, dispatch }: { keys: DraftKey[]; dispatch: (action: Parameters<typeof quickKeyDraft>[1]) => void }) {
  const { t } = useTranslation();
  if (keys.length === 0) return <Message variant="info">{t('quickKeys:empty')}</Message>;
  return (
    <ListGroup as="ol" numbered className="mb-3" aria-label={t('quickKeys:inOrder')}>
      {keys.map((k, i) => (
        <ListGroup.Item as="li" key={k._id} className="d-flex flex-wrap align-items-center gap-2">
          <div className="flex-grow-1">
            <div>{k.subname}</div>
            <div className="small text-body-secondary">{k.upc}</div>
          </div>
          <div className="btn-group" role="group" aria-label={t('quickKeys:arrange', { product: k.subname })}>
            <Button variant="outline-secondary" size="sm" disabled={i === 0} onClick={() => dispatch({ type: 'move', id: k._id, by: -1 })}>
              ↑<span className="visually-hidden"> {t('quickKeys:moveUp', { product: k.subname })}</span>
            </Button>
            <Button variant="outline-secondary" size="sm" disabled={i === keys.length - 1} onClick={() => dispatch({ type: 'move', id: k._id, by: 1 })}>
              ↓<span className="visually-hidden"> {t('quickKeys:moveDown', { product: k.subname })}</span>
            </Button>
            <Button variant="outline-danger" size="sm" onClick={() => dispatch({ type: 'remove', id: k._id })}>
              {t('quickKeys:remove')}<span className="visually-hidden"> {k.subname}</span>
            </Button>
          </div>
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
}

/**
 * /quick-keys (admins): the favourite products the terminal shows as one-tap keys, for goods
 * without a barcode (bread, produce). Arranged here, saved as a whole.
 */
export function QuickKeysPage() {
  const { t } = useTranslation();
  const saved = useQuickKeys();
  const save = useSaveQuickKeys();
  const [keys, dispatch] = useReducer(quickKeyDraft, []);
  const [notice, flash] = useFlash(3000);
  useEffect(() => {
    if (saved.data) dispatch({ type: 'reset', keys: saved.data.keys });
  }, [saved.data]);

  const onSave = async () => {
    try {
      await save.mutateAsync(keys.map((k) => k._id));
      flash(t('quickKeys:saved'));
    } catch {
      // Shown below from the mutation's error.
    }
  };

  return (
    <RequireRole role="admin">
      <div className="container" style={{ maxWidth: '48rem' }}>
        <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
          <h1 className="h3 mb-0">{t('quickKeys:title')}</h1>
          <LinkButton to="/pos" variant="light">
            {t('quickKeys:toTerminal')}
          </LinkButton>
        </div>
        <p className="text-body-secondary">
          {t('quickKeys:intro', { max: MAX_QUICK_KEYS })}
        </p>
        {notice && <Message variant="success">{notice}</Message>}
        <ErrorMessage error={saved.error ?? save.error} />
        {saved.isPending ? (
          <Loader />
        ) : (
          <>
            <DraftList keys={keys} dispatch={dispatch} />
            <Button className="mb-4" onClick={() => void onSave()} disabled={save.isPending}>
              {t('quickKeys:save')}
            </Button>
            {keys.length >= MAX_QUICK_KEYS && <Message variant="warning">{t('quickKeys:full')}</Message>}
            <EntryFinder idPrefix="quick-keys-search" purpose={t('quickKeys:purpose')} chosen={new Set(keys.map((k) => k._id))} onAdd={(e) => dispatch({ type: 'add', key: { _id: e._id, subname: e.subname, upc: e.upc } })} />
          </>
        )}
      </div>
    </RequireRole>
  );
}

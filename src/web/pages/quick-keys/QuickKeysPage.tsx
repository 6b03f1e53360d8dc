import { useEffect, useReducer } from 'react';
import { Button, ListGroup } from 'react-bootstrap';
import { MAX_QUICK_KEYS } from '../../../domain/schemas/pos';
import { useQuickKeys, useSaveQuickKeys } from '../../api/quick-keys';
import { RequireRole } from '../../auth/guards';
import { EntryFinder } from '../../components/EntryFinder';
import { LinkButton } from '../../components/LinkButton';
import { Loader } from '../../components/Loader';
import { ErrorMessage, Message } from '../../components/Message';
import { useFlash } from '../../components/useFlash';
import { quickKeyDraft, type DraftKey } from './quick-key-draft';

export const QUICK_KEYS_SAVED = 'Quick keys saved';

/** The grid being arranged, in the order the terminal shows it. */
function DraftList({ keys, dispatch }: { keys: DraftKey[]; dispatch: (action: Parameters<typeof quickKeyDraft>[1]) => void }) {
  if (keys.length === 0) return <Message variant="info">No quick keys yet. Find products below and add them.</Message>;
  return (
    <ListGroup as="ol" numbered className="mb-3" aria-label="Quick keys in order">
      {keys.map((k, i) => (
        <ListGroup.Item as="li" key={k._id} className="d-flex flex-wrap align-items-center gap-2">
          <div className="flex-grow-1">
            <div>{k.subname}</div>
            <div className="small text-body-secondary">{k.upc}</div>
          </div>
          <div className="btn-group" role="group" aria-label={`Arrange ${k.subname}`}>
            <Button variant="outline-secondary" size="sm" disabled={i === 0} onClick={() => dispatch({ type: 'move', id: k._id, by: -1 })}>
              ↑<span className="visually-hidden"> Move {k.subname} up</span>
            </Button>
            <Button variant="outline-secondary" size="sm" disabled={i === keys.length - 1} onClick={() => dispatch({ type: 'move', id: k._id, by: 1 })}>
              ↓<span className="visually-hidden"> Move {k.subname} down</span>
            </Button>
            <Button variant="outline-danger" size="sm" onClick={() => dispatch({ type: 'remove', id: k._id })}>
              Remove<span className="visually-hidden"> {k.subname}</span>
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
      flash(QUICK_KEYS_SAVED);
    } catch {
      // Shown below from the mutation's error.
    }
  };

  return (
    <RequireRole role="admin">
      <div className="container" style={{ maxWidth: '48rem' }}>
        <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
          <h1 className="h3 mb-0">Quick Keys</h1>
          <LinkButton to="/pos" variant="light">
            To the terminal
          </LinkButton>
        </div>
        <p className="text-body-secondary">
          Products without a barcode, one tap each on the terminal. Up to {MAX_QUICK_KEYS}, in the order below.
        </p>
        {notice && <Message variant="success">{notice}</Message>}
        <ErrorMessage error={saved.error ?? save.error} />
        {saved.isPending ? (
          <Loader />
        ) : (
          <>
            <DraftList keys={keys} dispatch={dispatch} />
            <Button className="mb-4" onClick={() => void onSave()} disabled={save.isPending}>
              Save Quick Keys
            </Button>
            {keys.length >= MAX_QUICK_KEYS && <Message variant="warning">The grid is full: remove a key to add another.</Message>}
            <EntryFinder idPrefix="quick-keys-search" purpose="quick keys" chosen={new Set(keys.map((k) => k._id))} onAdd={(e) => dispatch({ type: 'add', key: { _id: e._id, subname: e.subname, upc: e.upc } })} />
          </>
        )}
      </div>
    </RequireRole>
  );
}

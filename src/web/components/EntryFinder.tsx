import { useState } from 'react';
import { Button, Table } from 'react-bootstrap';
import { SEARCH_FIELDS } from '../../domain/constants';
import type { TInventoryRow } from '../../domain/schemas/inventory';
import { useInventoryList } from '../api/inventory';
import { SEARCH_MODE_OPTIONS, type SearchMode } from './keyword-routes';
import { Loader } from './Loader';
import { ErrorMessage, Message } from './Message';
import { SearchForm } from './SearchForm';
import { useBusinessFormat } from './useBusinessFormat';

export interface EntryFinderProps {
  /** Unique on the page: ids of the form and its heading. */
  idPrefix: string;
  /** What the entries are found for, e.g. "labels" ("Search inventory for labels"). */
  purpose: string;
  onAdd: (entry: TInventoryRow) => void;
  /** Entries already chosen: their Add button is disabled. */
  chosen?: ReadonlySet<string>;
}

/**
 * Finds entries in the inventory (by UPC, manufacturer or name, as the inventory list does) for a
 * screen that collects some (labels, quick keys), one click each. Kept in the screen's state, not
 * in the address: searching must not lose what the screen has collected so far.
 */
export function EntryFinder({ idPrefix, purpose, onAdd, chosen }: EntryFinderProps) {
  const [search, setSearch] = useState<{ text: string; mode: SearchMode }>({ text: '', mode: '3' });
  const [page, setPage] = useState(1);
  const list = useInventoryList({ page, keyword: search.text, field: SEARCH_FIELDS[search.mode] });
  const format = useBusinessFormat();

  return (
    <section aria-labelledby={`${idPrefix}-heading`}>
      <h2 id={`${idPrefix}-heading`} className="h5">
        Find entries
      </h2>
      <SearchForm
        idPrefix={idPrefix}
        label={`Search inventory for ${purpose}`}
        placeholder="Search or scan..."
        ariaLabel={`Entries for ${purpose}`}
        term={search.text}
        fields={SEARCH_MODE_OPTIONS}
        field={search.mode}
        onSearch={(text, mode) => {
          setSearch({ text, mode: mode ?? '3' });
          setPage(1);
        }}
      />
      <ErrorMessage error={list.error} />
      {list.isPending ? (
        <Loader />
      ) : list.data && list.data.count === 0 ? (
        <Message variant="info">No entries found</Message>
      ) : list.data ? (
        <>
          <Table size="sm" hover responsive className="align-middle">
            <caption className="visually-hidden">Entries found</caption>
            <thead>
              <tr>
                <th>Entry</th>
                <th className="text-end">Price</th>
                <th>
                  <span className="visually-hidden">Add</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.inventory.map((e) => (
                <tr key={e._id}>
                  <td>
                    <div>{e.subname}</div>
                    <div className="small text-body-secondary">{e.upc}</div>
                  </td>
                  <td className="text-end text-nowrap">{format.money(e.price)}</td>
                  <td className="text-end">
                    <Button size="sm" variant="outline-primary" disabled={chosen?.has(e._id)} onClick={() => onAdd(e)}>
                      Add<span className="visually-hidden"> {e.subname}</span>
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          {list.data.pages > 1 && (
            <div className="d-flex align-items-center gap-2 mb-3">
              <Button size="sm" variant="outline-secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Previous
              </Button>
              <span className="small">
                Page {list.data.page} of {list.data.pages}
              </span>
              <Button size="sm" variant="outline-secondary" disabled={page >= list.data.pages} onClick={() => setPage(page + 1)}>
                Next
              </Button>
            </div>
          )}
        </>
      ) : null}
    </section>
  );
}

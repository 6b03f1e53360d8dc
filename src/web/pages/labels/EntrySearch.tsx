import { useState } from 'react';
import { Button, Table } from 'react-bootstrap';
import { SEARCH_FIELDS } from '../../../domain/constants';
import { useInventoryList } from '../../api/inventory';
import { SEARCH_MODE_OPTIONS, type SearchMode } from '../../components/keyword-routes';
import { Loader } from '../../components/Loader';
import { ErrorMessage, Message } from '../../components/Message';
import { SearchForm } from '../../components/SearchForm';
import { useBusinessFormat } from '../../components/useBusinessFormat';
import type { LabelEntry } from './label-selection';
import { labelEntryOf } from './useLinkedLabels';

/**
 * Finds entries in the inventory (by UPC, manufacturer or name, as the inventory list does) and
 * adds them to the labels, one copy a click. Kept on this screen, not in the address: searching
 * here must not lose the labels already chosen.
 */
export function EntrySearch({ onAdd }: { onAdd: (entry: LabelEntry) => void }) {
  const [search, setSearch] = useState<{ text: string; mode: SearchMode }>({ text: '', mode: '3' });
  const [page, setPage] = useState(1);
  const list = useInventoryList({ page, keyword: search.text, field: SEARCH_FIELDS[search.mode] });
  const format = useBusinessFormat();

  return (
    <section aria-labelledby="labels-search-heading">
      <h2 id="labels-search-heading" className="h5">
        Find entries
      </h2>
      <SearchForm
        idPrefix="labels-search"
        label="Search inventory for labels"
        placeholder="Search or scan..."
        ariaLabel="Entries for labels"
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
                    <Button size="sm" variant="outline-primary" onClick={() => onAdd(labelEntryOf(e))}>
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

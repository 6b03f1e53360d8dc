import { useState } from 'react';
import { Button, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { SEARCH_FIELDS } from '../../domain/constants';
import type { TInventoryRow } from '../../domain/schemas/inventory';
import { useInventoryList } from '../api/inventory';
import { SEARCH_MODE_OPTIONS, type SearchMode } from './keyword-routes';
import { Loader } from './Loader';
import { ErrorMessage, Message } from './Message';
import { SearchForm } from './SearchForm';
import { useBusinessFormat } from './useBusinessFormat';
import { useSearchAsYouType } from './useSearchAsYouType';

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
  const { t } = useTranslation();
  const [search, setSearch] = useState<{ text: string; mode: SearchMode }>({ text: '', mode: '3' });
  const [page, setPage] = useState(1);
  const typing = useSearchAsYouType(search);
  const list = useInventoryList({ page: typing.typed ? 1 : page, keyword: typing.search.text, field: SEARCH_FIELDS[typing.search.mode] });
  const shownPage = list.data?.page ?? page;
  // Paging a typed search makes it the search being paged.
  const turnTo = (n: number) => {
    if (typing.typed) setSearch(typing.search);
    setPage(n);
  };
  const format = useBusinessFormat();

  return (
    <section aria-labelledby={`${idPrefix}-heading`}>
      <h2 id={`${idPrefix}-heading`} className="h5">
        {t('common:entryFinder.heading')}
      </h2>
      <SearchForm
        idPrefix={idPrefix}
        label={t('common:entryFinder.searchLabel', { purpose })}
        placeholder={t('common:entryFinder.placeholder')}
        ariaLabel={t('common:entryFinder.ariaLabel', { purpose })}
        term={search.text}
        fields={SEARCH_MODE_OPTIONS}
        field={search.mode}
        onSearch={(text, mode) => {
          setSearch({ text, mode: mode ?? '3' });
          setPage(1);
        }}
        onType={(text, mode) => typing.onType({ text, mode: mode ?? '3' })}
      />
      <ErrorMessage error={list.error} />
      {list.isPending ? (
        <Loader />
      ) : list.data && list.data.count === 0 ? (
        <Message variant="info">{t('common:entryFinder.none')}</Message>
      ) : list.data ? (
        <>
          <Table size="sm" hover responsive className="align-middle">
            <caption className="visually-hidden">{t('common:entryFinder.caption')}</caption>
            <thead>
              <tr>
                <th>{t('common:entryFinder.entry')}</th>
                <th className="text-end">{t('common:entryFinder.price')}</th>
                <th>
                  <span className="visually-hidden">{t('common:actions.add')}</span>
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
                      {t('common:actions.add')}<span className="visually-hidden"> {e.subname}</span>
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          {list.data.pages > 1 && (
            <div className="d-flex align-items-center gap-2 mb-3">
              <Button size="sm" variant="outline-secondary" disabled={list.data.page <= 1} onClick={() => turnTo(shownPage - 1)}>
                {t('common:actions.previous')}
              </Button>
              <span className="small">
                {t('common:entryFinder.pageOf', { page: list.data.page, pages: list.data.pages })}
              </span>
              <Button size="sm" variant="outline-secondary" disabled={list.data.page >= list.data.pages} onClick={() => turnTo(shownPage + 1)}>
                {t('common:actions.next')}
              </Button>
            </div>
          )}
        </>
      ) : null}
    </section>
  );
}

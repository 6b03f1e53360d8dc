/**
 * The item-category and manufacturer lists are the same screen over a different list of names:
 * a title, an admin-only add button, a search box, one column, admin-only deletes and paging.
 */
import type { ReactNode } from 'react';
import { Button, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ShowFor } from '../auth/guards';
import { LinkButton } from './LinkButton';
import { Loader } from './Loader';
import { ErrorMessage, Message } from './Message';
import { readListView } from './list-view';
import { PageSizeSelect } from './PageSizeSelect';
import { Pagination } from './Pagination';
import { SearchForm } from './SearchForm';

export interface NamedListPage {
  /** `extra` fills the optional second column (an item category's tax class). */
  rows: { _id: string; name: string; extra?: ReactNode }[];
  count: number;
  page: number;
  pages: number;
  /** Rows per page, as the server answered them. */
  pageSize: number;
}

export interface NamedListProps {
  title: string;
  column: string;
  addLabel: string;
  searchLabel: string;
  /** First page's path, e.g. /items. */
  basePath: string;
  /** Later pages' prefix, e.g. /pageitem (page n is `${pagePrefix}/${n}`). */
  pagePrefix: string;
  /** Fetches one page of names for a keyword, `pageSize` rows long (the server's size when not given). */
  useList: (page: number, keyword: string, pageSize?: number) => { data?: NamedListPage; error: unknown; isPending: boolean };
  useDelete: () => { mutate: (id: string) => void; error: unknown; isPending: boolean };
  /** Heading of a second column, filled by each row's `extra`. */
  extraColumn?: string;
}

/** Name lists have no sortable columns: only a page size is read from the address. */
const NO_SORT: readonly never[] = [];

/** Page number, keyword and rows per page as the routes carry them: /pageitem/{n}?keyword=...&pageSize=25 */
function useListLocation() {
  const { pageNumber } = useParams();
  const [searchParams] = useSearchParams();
  return {
    page: Math.max(1, Number.parseInt(pageNumber ?? '1', 10) || 1),
    keyword: searchParams.get('keyword') ?? '',
    pageSize: readListView(searchParams, NO_SORT).pageSize,
  };
}

/** The one column of names, with a delete button per row for admins. */
function NamesTable({ column, extraColumn, rows, onDelete, deleting }: { column: string; extraColumn?: string; rows: NamedListPage['rows']; onDelete: (id: string) => void; deleting: boolean }) {
  const { t } = useTranslation();
  return (
    <Table striped bordered hover size="sm" className="align-middle">
      <thead>
        <tr>
          <th>{column}</th>
          {extraColumn && <th>{extraColumn}</th>}
          <ShowFor role="admin">
            <th className="text-end">
              <span className="visually-hidden">{t('common:actions.actions')}</span>
            </th>
          </ShowFor>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row._id}>
            <td>{row.name}</td>
            {extraColumn && <td>{row.extra}</td>}
            <ShowFor role="admin">
              <td className="text-end">
                <Button variant="outline-danger" size="sm" onClick={() => onDelete(row._id)} disabled={deleting}>
                  {t('common:actions.delete')}<span className="visually-hidden"> {row.name}</span>
                </Button>
              </td>
            </ShowFor>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

export function NamedList({ title, column, addLabel, searchLabel, basePath, pagePrefix, useList, useDelete, extraColumn }: NamedListProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { page, keyword, pageSize } = useListLocation();
  const list = useList(page, keyword, pageSize);
  const remove = useDelete();

  // The search and the chosen size go along to every page; a search or a new size starts at page 1.
  const pathOf = (n: number, view: { keyword: string; pageSize?: number }) => {
    const path = n > 1 ? `${pagePrefix}/${n}` : basePath;
    const query = new URLSearchParams();
    if (view.keyword) query.set('keyword', view.keyword);
    if (view.pageSize) query.set('pageSize', String(view.pageSize));
    const text = query.toString();
    return text ? `${path}?${text}` : path;
  };
  const pagePath = (n: number) => pathOf(n, { keyword, pageSize });
  const onDelete = (id: string) => {
    if (window.confirm(t('spec:confirmDelete'))) remove.mutate(id);
  };

  return (
    <div className="container" style={{ maxWidth: '48rem' }}>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 me-auto mb-0">{title}</h1>
        <ShowFor role="admin">
          <LinkButton to="/settings">{addLabel}</LinkButton>
        </ShowFor>
      </div>
      <SearchForm
        idPrefix={`${basePath.slice(1)}-search`}
        label={searchLabel}
        placeholder={`${searchLabel}...`}
        term={keyword}
        maxWidth="24rem"
        onSearch={(term) => navigate(pathOf(1, { keyword: term, pageSize }))}
      />
      <ErrorMessage error={list.error ?? remove.error} />
      {list.isPending ? (
        <Loader />
      ) : list.data && list.data.count === 0 ? (
        <Message variant="info">{t('spec:noneFound')}</Message>
      ) : list.data ? (
        <>
          <NamesTable column={column} extraColumn={extraColumn} rows={list.data.rows} onDelete={onDelete} deleting={remove.isPending} />
          <div className="d-flex flex-wrap align-items-start column-gap-4">
            <Pagination page={list.data.page} pages={list.data.pages} linkTo={pagePath} />
            <PageSizeSelect value={list.data.pageSize} onChange={(size) => navigate(pathOf(1, { keyword, pageSize: size }))} />
          </div>
        </>
      ) : null}
    </div>
  );
}

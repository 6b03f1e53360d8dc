import { Button, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { SEARCH_FIELDS } from '../../../domain/constants';
import { defaultSortDirection, INVENTORY_SORT_KEYS, type TInventoryRow, type TInventorySortKey } from '../../../domain/schemas/inventory';
import { isPageSize } from '../../../domain/schemas/list-options';
import { CATALOG_EXPORT_URLS } from '../../api/catalog';
import { useDeleteInventory, useInventoryList } from '../../api/inventory';
import { useSettings } from '../../api/settings';
import { useCanSeeCost } from '../../auth/cost';
import { RequireRole, ShowFor } from '../../auth/guards';
import { LinkButton } from '../../components/LinkButton';
import { Loader } from '../../components/Loader';
import { keywordRoutes, parseSearchKeyword, SEARCH_MODE_OPTIONS, type SearchMode } from '../../components/keyword-routes';
import { labelsPath } from '../../components/labels-path';
import { listViewQuery, readListView, sortedBy, type ListView } from '../../components/list-view';
import { ErrorMessage, Message } from '../../components/Message';
import { PageSizeSelect } from '../../components/PageSizeSelect';
import { Pagination } from '../../components/Pagination';
import { SearchForm } from '../../components/SearchForm';
import { SortableHeader } from '../../components/SortableHeader';
import '../../components/sortable-header.css';
import './inventory-list.css';
import { stockRowClass } from '../../components/stock-level';
import { useBusinessFormat } from '../../components/useBusinessFormat';
import { useSearchAsYouType } from '../../components/useSearchAsYouType';

const ROUTES = keywordRoutes({ base: '/inventory', page: '/page', search: '/search' });

type View = ListView<TInventorySortKey>;

/** The list's order when the address names none: most recently changed first. */
const DEFAULT_SORT = { sort: 'updatedAt', order: 'desc' } as const satisfies { sort: TInventorySortKey; order: 'desc' };

/** Builds the address of the list in another view, keeping its search; sorting goes back to page 1. */
type ViewLink = (view: View) => string;

/** The entries, coloured by stock level; cost for those who may see it; edit and delete for admins. */
function InventoryTable({ entries, currency, showCost, onDelete, deleting, view, viewLink }: { entries: TInventoryRow[]; currency: string; showCost: boolean; onDelete: (id: string) => void; deleting: boolean; view: View; viewLink: ViewLink }) {
  const { t } = useTranslation();
  const format = useBusinessFormat();
  const current = view.sort ? { sort: view.sort, order: view.order ?? defaultSortDirection(view.sort) } : DEFAULT_SORT;
  const header = (key: TInventorySortKey, label: string, className?: string) => {
    const next = sortedBy(view, key, defaultSortDirection(key), current);
    return <SortableHeader label={label} sorted={current.sort === key ? current.order : undefined} to={viewLink(next)} next={next.order ?? 'asc'} className={className} />;
  };
  return (
    <Table striped bordered hover responsive size="sm" className="align-middle inventory-table">
      <thead>
        <tr>
          {header('upc', t('inventory:fields.upc'))}
          {header('item', t('inventory:fields.item'))}
          {header('manufacturer', t('inventory:fields.manufacturer'))}
          {header('subname', t('inventory:list.product'))}
          {header('qty', t('inventory:list.qty'), 'text-end')}
          <th className="text-end">{t('inventory:fields.lowinventory')}</th>
          {showCost && <th className="text-end">{t('inventory:fields.cost')}</th>}
          {header('price', t('inventory:fields.price'), 'text-end')}
          {header('updatedAt', t('inventory:list.lastUpdated'))}
          <ShowFor role="admin">
            <th>
              <span className="visually-hidden">{t('inventory:list.actions')}</span>
            </th>
          </ShowFor>
        </tr>
      </thead>
      <tbody>
        {entries.map((e) => (
          <tr key={e._id} className={stockRowClass(e)}>
            <td className="name-cell">{e.upc}</td>
            <td className="name-cell">{e.item}</td>
            <td className="name-cell">{e.manufacturer}</td>
            <td className="name-cell product-cell">{e.subname}</td>
            <td className="text-end">{e.qty}</td>
            <td className="text-end">{e.lowinventory}</td>
            {showCost && <td className="text-end">{e.cost === undefined ? '' : format.money(e.cost, currency)}</td>}
            <td className="text-end">{format.money(e.price, currency)}</td>
            <td className="text-nowrap">{format.lastUpdate(e.updatedAt)}</td>
            <ShowFor role="admin">
              <td className="text-nowrap">
                <LinkButton to={`/inventory/edit/${encodeURIComponent(e._id)}`} variant="outline-primary" size="sm" className="me-1">
                  {t('inventory:list.edit')}
                  <span className="visually-hidden"> {e.upc}</span>
                </LinkButton>
                <Button variant="outline-danger" size="sm" onClick={() => onDelete(e._id)} disabled={deleting}>
                  {t('inventory:list.delete')}
                  <span className="visually-hidden"> {e.upc}</span>
                </Button>
              </td>
            </ShowFor>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/**
 * The whole catalogue in and out, for admins: the import screen, and the exports as plain links
 * (a same-origin download carries the session cookie; the server names the file).
 */
function CatalogActions() {
  const { t } = useTranslation();
  return (
    <>
      <LinkButton to="/inventory/import" variant="outline-primary">
        {t('inventory:list.import')}
      </LinkButton>
      <a className="btn btn-outline-secondary" href={CATALOG_EXPORT_URLS.csv} download>
        {t('inventory:list.exportCsv')}
      </a>
      <a className="btn btn-outline-secondary" href={CATALOG_EXPORT_URLS.xlsx} download>
        {t('inventory:list.exportXlsx')}
      </a>
    </>
  );
}

function InventoryList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const [searchParams] = useSearchParams();
  const keyword = params.keyword ?? '';
  const page = Math.max(1, Number.parseInt(params.pageNumber ?? '1', 10) || 1);
  const routeSearch = parseSearchKeyword(keyword);
  const { search, typed, onType } = useSearchAsYouType<SearchMode>({ text: routeSearch.text, mode: routeSearch.mode ?? '3' });
  // A typed search lists its first page; paging it goes to its address.
  const shownKeyword = typed ? (search.text ? search.text + search.mode : '') : keyword;
  const view = readListView(searchParams, INVENTORY_SORT_KEYS);
  const list = useInventoryList({ page: typed ? 1 : page, keyword: search.text, field: SEARCH_FIELDS[search.mode], ...view });
  const currency = useSettings().data?.currency ?? 'USD';
  const remove = useDeleteInventory();
  const showCost = useCanSeeCost();

  // Paging keeps the view; a new view starts again at page 1, where its first rows are.
  const query = listViewQuery(view);
  const viewLink: ViewLink = (next) => ROUTES.pagePath(1, shownKeyword) + listViewQuery(next);

  const onDelete = (id: string) => {
    if (window.confirm(t('spec:confirmDelete'))) remove.mutate(id);
  };

  return (
    <div className="container-fluid px-4">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 me-auto mb-0">{t('inventory:list.title')}</h1>
        <ShowFor role="admin">
          <LinkButton to="/inventory/add" variant="primary">
            {t('inventory:list.add')}
          </LinkButton>
          <CatalogActions />
        </ShowFor>
      </div>
      <SearchForm
        idPrefix="inventory-search"
        label={t('inventory:list.searchLabel')}
        placeholder={t('inventory:list.searchPlaceholder')}
        ariaLabel={t('inventory:list.searchAria')}
        term={routeSearch.text}
        fields={SEARCH_MODE_OPTIONS}
        field={routeSearch.mode ?? '3'}
        maxWidth="32rem"
        onSearch={(term, mode) => navigate((term ? ROUTES.searchPath(term, mode ?? '3') : '/inventory') + query)}
        onType={(text, mode) => onType({ text, mode: mode ?? '3' })}
      />
      <ErrorMessage error={list.error ?? remove.error} />
      {list.isPending ? (
        <Loader />
      ) : list.data && list.data.count === 0 ? (
        <Message variant="info">{t('spec:noneFound')}</Message>
      ) : list.data ? (
        <>
          <InventoryTable entries={list.data.inventory} currency={currency} showCost={showCost} onDelete={onDelete} deleting={remove.isPending} view={view} viewLink={viewLink} />
          <div className="d-flex flex-wrap align-items-start column-gap-4">
            <Pagination page={list.data.page} pages={list.data.pages} linkTo={(n) => ROUTES.pagePath(n, shownKeyword) + query} />
            <PageSizeSelect value={list.data.pageSize} onChange={(size) => navigate(viewLink({ ...view, pageSize: isPageSize(size) ? size : undefined }))} />
          </div>
          <ShowFor role="admin">
            <LinkButton to={labelsPath({ ids: list.data.inventory.map((e) => e._id) })} variant="outline-secondary" className="mb-3">
              {list.data.inventory.length === 1 ? t('inventory:list.printOne') : t('inventory:list.printMany', { count: list.data.inventory.length })}
            </LinkButton>
          </ShowFor>
        </>
      ) : null}
    </div>
  );
}

/** /inventory, /page/{n}, /search/{keyword}[/page/{n}]: the business's entries, searched and paged. */
export function InventoryListPage() {
  return (
    <RequireRole role="user">
      <InventoryList />
    </RequireRole>
  );
}

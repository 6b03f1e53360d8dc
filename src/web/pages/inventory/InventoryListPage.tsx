import { Button, Table } from 'react-bootstrap';
import { useNavigate, useParams } from 'react-router';
import { MSG } from '../../../domain/messages';
import type { TInventoryRow } from '../../../domain/schemas/inventory';
import { CATALOG_EXPORT_URLS } from '../../api/catalog';
import { useDeleteInventory, useInventoryList } from '../../api/inventory';
import { useSettings } from '../../api/settings';
import { useCanSeeCost } from '../../auth/cost';
import { RequireRole, ShowFor } from '../../auth/guards';
import { LinkButton } from '../../components/LinkButton';
import { Loader } from '../../components/Loader';
import { keywordRoutes, parseSearchKeyword, SEARCH_MODE_OPTIONS } from '../../components/keyword-routes';
import { labelsPath } from '../../components/labels-path';
import { ErrorMessage, Message } from '../../components/Message';
import { Pagination } from '../../components/Pagination';
import { SearchForm } from '../../components/SearchForm';
import { stockRowClass } from '../../components/stock-level';
import { useBusinessFormat } from '../../components/useBusinessFormat';

const ROUTES = keywordRoutes({ base: '/inventory', page: '/page', search: '/search' });

/** The entries, coloured by stock level; cost for those who may see it; edit and delete for admins. */
function InventoryTable({ entries, currency, showCost, onDelete, deleting }: { entries: TInventoryRow[]; currency: string; showCost: boolean; onDelete: (id: string) => void; deleting: boolean }) {
  const format = useBusinessFormat();
  return (
    <Table striped bordered hover responsive size="sm" className="align-middle">
      <thead>
        <tr>
          <th>UPC</th>
          <th>Item</th>
          <th>Manufacturer</th>
          <th>Subname</th>
          <th className="text-end">Qty</th>
          <th className="text-end">Low Level</th>
          {showCost && <th className="text-end">Cost</th>}
          <th className="text-end">Price</th>
          <th>Last Update</th>
          <ShowFor role="admin">
            <th>
              <span className="visually-hidden">Actions</span>
            </th>
          </ShowFor>
        </tr>
      </thead>
      <tbody>
        {entries.map((e) => (
          <tr key={e._id} className={stockRowClass(e)}>
            <td>{e.upc}</td>
            <td>{e.item}</td>
            <td>{e.manufacturer}</td>
            <td>{e.subname}</td>
            <td className="text-end">{e.qty}</td>
            <td className="text-end">{e.lowinventory}</td>
            {showCost && <td className="text-end">{e.cost === undefined ? '' : format.money(e.cost, currency)}</td>}
            <td className="text-end">{format.money(e.price, currency)}</td>
            <td className="text-nowrap">{format.lastUpdate(e.updatedAt)}</td>
            <ShowFor role="admin">
              <td className="text-nowrap">
                <LinkButton to={`/inventory/edit/${encodeURIComponent(e._id)}`} variant="outline-primary" size="sm" className="me-1">
                  Edit<span className="visually-hidden"> {e.upc}</span>
                </LinkButton>
                <Button variant="outline-danger" size="sm" onClick={() => onDelete(e._id)} disabled={deleting}>
                  Delete<span className="visually-hidden"> {e.upc}</span>
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
  return (
    <>
      <LinkButton to="/inventory/import" variant="outline-primary">
        Import
      </LinkButton>
      <a className="btn btn-outline-secondary" href={CATALOG_EXPORT_URLS.csv} download>
        Export CSV
      </a>
      <a className="btn btn-outline-secondary" href={CATALOG_EXPORT_URLS.xlsx} download>
        Export XLSX
      </a>
    </>
  );
}

function InventoryList() {
  const navigate = useNavigate();
  const params = useParams();
  const keyword = params.keyword ?? '';
  const page = Math.max(1, Number.parseInt(params.pageNumber ?? '1', 10) || 1);
  const search = parseSearchKeyword(keyword);
  const list = useInventoryList({ page, keyword: search.text, field: search.field });
  const currency = useSettings().data?.currency ?? 'USD';
  const remove = useDeleteInventory();
  const showCost = useCanSeeCost();

  const onDelete = (id: string) => {
    if (window.confirm(MSG.confirmDelete)) remove.mutate(id);
  };

  return (
    <div className="container-fluid px-4">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 me-auto mb-0">Inventory List</h1>
        <ShowFor role="admin">
          <LinkButton to="/inventory/add" variant="primary">
            Add Entry
          </LinkButton>
          <CatalogActions />
        </ShowFor>
      </div>
      <SearchForm
        idPrefix="inventory-search"
        label="Search inventory"
        placeholder="Search inventory..."
        ariaLabel="Inventory search"
        term={search.text}
        fields={SEARCH_MODE_OPTIONS}
        field={search.mode ?? '3'}
        maxWidth="32rem"
        onSearch={(term, mode) => navigate(term ? ROUTES.searchPath(term, mode ?? '3') : '/inventory')}
      />
      <ErrorMessage error={list.error ?? remove.error} />
      {list.isPending ? (
        <Loader />
      ) : list.data && list.data.count === 0 ? (
        <Message variant="info">{MSG.noneFound}</Message>
      ) : list.data ? (
        <>
          <InventoryTable entries={list.data.inventory} currency={currency} showCost={showCost} onDelete={onDelete} deleting={remove.isPending} />
          <Pagination page={list.data.page} pages={list.data.pages} linkTo={(n) => ROUTES.pagePath(n, keyword)} />
          <ShowFor role="admin">
            <LinkButton to={labelsPath({ ids: list.data.inventory.map((e) => e._id) })} variant="outline-secondary" className="mb-3">
              Print labels for these {list.data.inventory.length} entries
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

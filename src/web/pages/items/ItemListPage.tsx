import { Button, Table } from 'react-bootstrap';
import { useParams, useSearchParams } from 'react-router';
import { MSG } from '../../../domain/messages';
import { useDeleteItem, useItemList } from '../../api/items';
import { RequireRole, ShowFor } from '../../auth/guards';
import { LinkButton } from '../../components/LinkButton';
import { Loader } from '../../components/Loader';
import { ErrorMessage, Message } from '../../components/Message';
import { NameSearch } from '../../components/NameSearch';
import { Pagination } from '../../components/Pagination';

function pagePath(n: number, keyword: string): string {
  const base = n > 1 ? `/pageitem/${n}` : '/items';
  return keyword ? `${base}?keyword=${encodeURIComponent(keyword)}` : base;
}

function ItemList() {
  const { pageNumber } = useParams();
  const [searchParams] = useSearchParams();
  const keyword = searchParams.get('keyword') ?? '';
  const page = Math.max(1, Number.parseInt(pageNumber ?? '1', 10) || 1);
  const list = useItemList(page, keyword);
  const remove = useDeleteItem();

  const onDelete = (id: string) => {
    if (window.confirm(MSG.confirmDelete)) remove.mutate(id);
  };

  return (
    <div className="container" style={{ maxWidth: '48rem' }}>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 me-auto mb-0">Item List</h1>
        <ShowFor role="admin">
          <LinkButton to="/settings">Add an item</LinkButton>
        </ShowFor>
      </div>
      <NameSearch keyword={keyword} label="Search items" basePath="/items" />
      <ErrorMessage error={list.error ?? remove.error} />
      {list.isPending ? (
        <Loader />
      ) : list.data && list.data.count === 0 ? (
        <Message variant="info">{MSG.noneFound}</Message>
      ) : list.data ? (
        <>
          <Table striped bordered hover size="sm" className="align-middle">
            <thead>
              <tr>
                <th>Item</th>
                <ShowFor role="admin">
                  <th className="text-end">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </ShowFor>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((row) => (
                <tr key={row._id}>
                  <td>{row.item}</td>
                  <ShowFor role="admin">
                    <td className="text-end">
                      <Button variant="outline-danger" size="sm" onClick={() => onDelete(row._id)} disabled={remove.isPending}>
                        Delete<span className="visually-hidden"> {row.item}</span>
                      </Button>
                    </td>
                  </ShowFor>
                </tr>
              ))}
            </tbody>
          </Table>
          <Pagination page={list.data.pageitem} pages={list.data.pagesitem} linkTo={(n) => pagePath(n, keyword)} />
        </>
      ) : null}
    </div>
  );
}

/** /items and /pageitem/{n}: the business's item categories. */
export function ItemListPage() {
  return (
    <RequireRole role="user">
      <ItemList />
    </RequireRole>
  );
}

import { Button, Table } from 'react-bootstrap';
import { useParams, useSearchParams } from 'react-router';
import { MSG } from '../../../domain/messages';
import { useDeleteManufacturer, useManufacturerList } from '../../api/manufacturers';
import { RequireRole, ShowFor } from '../../auth/guards';
import { LinkButton } from '../../components/LinkButton';
import { Loader } from '../../components/Loader';
import { ErrorMessage, Message } from '../../components/Message';
import { NameSearch } from '../../components/NameSearch';
import { Pagination } from '../../components/Pagination';

function pagePath(n: number, keyword: string): string {
  const base = n > 1 ? `/pagename/${n}` : '/name';
  return keyword ? `${base}?keyword=${encodeURIComponent(keyword)}` : base;
}

function ManufacturerList() {
  const { pageNumber } = useParams();
  const [searchParams] = useSearchParams();
  const keyword = searchParams.get('keyword') ?? '';
  const page = Math.max(1, Number.parseInt(pageNumber ?? '1', 10) || 1);
  const list = useManufacturerList(page, keyword);
  const remove = useDeleteManufacturer();

  const onDelete = (id: string) => {
    if (window.confirm(MSG.confirmDelete)) remove.mutate(id);
  };

  return (
    <div className="container" style={{ maxWidth: '48rem' }}>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 me-auto mb-0">Manufacturer List</h1>
        <ShowFor role="admin">
          <LinkButton to="/settings">Add a manufacturer</LinkButton>
        </ShowFor>
      </div>
      <NameSearch keyword={keyword} label="Search manufacturers" basePath="/name" />
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
                <th>Manufacturer</th>
                <ShowFor role="admin">
                  <th className="text-end">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </ShowFor>
              </tr>
            </thead>
            <tbody>
              {list.data.manufacturer.map((row) => (
                <tr key={row._id}>
                  <td>{row.manufacturer}</td>
                  <ShowFor role="admin">
                    <td className="text-end">
                      <Button variant="outline-danger" size="sm" onClick={() => onDelete(row._id)} disabled={remove.isPending}>
                        Delete<span className="visually-hidden"> {row.manufacturer}</span>
                      </Button>
                    </td>
                  </ShowFor>
                </tr>
              ))}
            </tbody>
          </Table>
          <Pagination page={list.data.pagename} pages={list.data.pagesname} linkTo={(n) => pagePath(n, keyword)} />
        </>
      ) : null}
    </div>
  );
}

/** /name and /pagename/{n}: the business's manufacturers. */
export function ManufacturerListPage() {
  return (
    <RequireRole role="user">
      <ManufacturerList />
    </RequireRole>
  );
}

import { useDeleteManufacturer, useManufacturerList } from '../../api/manufacturers';
import { RequireRole } from '../../auth/guards';
import { NamedList } from '../../components/NamedList';

function useManufacturerNames(page: number, keyword: string, pageSize?: number) {
  const list = useManufacturerList(page, keyword, pageSize);
  const data = list.data && {
    rows: list.data.manufacturer.map((row) => ({ _id: row._id, name: row.manufacturer })),
    count: list.data.count,
    page: list.data.pagename,
    pages: list.data.pagesname,
    pageSize: list.data.pageSize,
  };
  return { data, error: list.error, isPending: list.isPending };
}

/** /name and /pagename/{n}: the business's manufacturers. */
export function ManufacturerListPage() {
  return (
    <RequireRole role="user">
      <NamedList
        title="Manufacturer List"
        column="Manufacturer"
        addLabel="Add a manufacturer"
        searchLabel="Search manufacturers"
        basePath="/name"
        pagePrefix="/pagename"
        useList={useManufacturerNames}
        useDelete={useDeleteManufacturer}
      />
    </RequireRole>
  );
}

import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  return (
    <RequireRole role="user">
      <NamedList
        title={t('manufacturers:title')}
        column={t('manufacturers:column')}
        addLabel={t('manufacturers:add')}
        searchLabel={t('manufacturers:search')}
        basePath="/name"
        pagePrefix="/pagename"
        useList={useManufacturerNames}
        useDelete={useDeleteManufacturer}
      />
    </RequireRole>
  );
}

import { useTranslation } from 'react-i18next';
import { useDeleteItem, useItemList } from '../../api/items';
import { RequireRole } from '../../auth/guards';
import { NamedList } from '../../components/NamedList';
import { TaxClassPicker } from './TaxClassPicker';

function useItemNames(page: number, keyword: string, pageSize?: number) {
  const list = useItemList(page, keyword, pageSize);
  const data = list.data && {
    rows: list.data.items.map((row) => ({ _id: row._id, name: row.item, extra: <TaxClassPicker itemId={row._id} item={row.item} taxClassId={row.taxClassId ?? null} /> })),
    count: list.data.count,
    page: list.data.pageitem,
    pages: list.data.pagesitem,
    pageSize: list.data.pageSize,
  };
  return { data, error: list.error, isPending: list.isPending };
}

/** /items and /pageitem/{n}: the business's item categories. */
export function ItemListPage() {
  const { t } = useTranslation();
  return (
    <RequireRole role="user">
      <NamedList
        title={t('items:title')}
        column={t('items:column')}
        addLabel={t('items:add')}
        searchLabel={t('items:search')}
        basePath="/items"
        pagePrefix="/pageitem"
        useList={useItemNames}
        useDelete={useDeleteItem}
        extraColumn={t('items:taxClass.column')}
      />
    </RequireRole>
  );
}

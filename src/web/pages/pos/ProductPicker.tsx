import { useNavigate, useParams } from 'react-router';
import { MSG } from '../../../domain/messages';
import { usePosList } from '../../api/pos';
import { keywordRoutes, parseSearchKeyword, SEARCH_MODE_OPTIONS, type SearchMode } from '../../components/keyword-routes';
import { Loader } from '../../components/Loader';
import { ErrorMessage, Message } from '../../components/Message';
import { Pagination } from '../../components/Pagination';
import { SearchForm } from '../../components/SearchForm';
import { ProductTable } from './ProductTable';
import type { AddToReceipt } from './terminal-hooks';

const ROUTES = keywordRoutes({ base: '/pos', page: '/pagepos', search: '/searchpos' });

/**
 * The products in stock, searched and paged through the terminal's routes (/pagepos/{n},
 * /searchpos/{text + field digit}). With UPC chosen, a term is first tried as a scan.
 */
export function ProductPicker({ currency, onAdd, onScan }: { currency: string; onAdd: AddToReceipt; onScan: (upc: string) => Promise<boolean> }) {
  const params = useParams();
  const navigate = useNavigate();
  const keyword = params.keyword ?? '';
  const page = Math.max(1, Number.parseInt(params.pageNumber ?? '1', 10) || 1);
  const search = parseSearchKeyword(keyword);
  const list = usePosList({ page, keyword: search.text, field: search.field });

  const onSearch = async (text: string, mode: SearchMode | undefined): Promise<boolean> => {
    if (!text) {
      navigate('/pos');
      return false;
    }
    if (mode === '1' && (await onScan(text))) return true;
    navigate(ROUTES.searchPath(text, mode ?? '3'));
    return false;
  };

  return (
    <>
      <SearchForm
        idPrefix="pos-search"
        label="Search products"
        placeholder="Scan or search products..."
        ariaLabel="Product search"
        term={search.text}
        fields={SEARCH_MODE_OPTIONS}
        field={search.mode ?? '1'}
        onSearch={onSearch}
        autoFocus
        inputType="text"
      />
      <ErrorMessage error={list.error} />
      {list.isPending ? (
        <Loader />
      ) : list.data && list.data.countpos === 0 ? (
        <Message variant="info">{MSG.noneFound}</Message>
      ) : (
        <>
          <ProductTable products={list.data?.sales ?? []} currency={currency} onAdd={onAdd} />
          <Pagination page={list.data?.pagepos ?? page} pages={list.data?.pagespos ?? 1} linkTo={(n) => ROUTES.pagePath(n, keyword)} />
        </>
      )}
    </>
  );
}

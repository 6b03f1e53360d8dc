import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { MSG } from '../../../domain/messages';
import { SEARCH_FIELDS } from '../../../domain/constants';
import { keywordRoutes, parseSearchKeyword, type SearchMode } from '../../components/keyword-routes';
import { Loader } from '../../components/Loader';
import { ErrorMessage, Message } from '../../components/Message';
import { Pagination } from '../../components/Pagination';
import { useSearchAsYouType } from '../../components/useSearchAsYouType';
import { say } from '../../i18n';
import { ProductTable } from './ProductTable';
import { ScanForm } from './ScanForm';
import { quantityEntry } from './shortcuts';
import type { AddToReceipt } from './terminal-hooks';
import { useTerminalProductList } from './useTerminalProductList';

const ROUTES = keywordRoutes({ base: '/pos', page: '/pagepos', search: '/searchpos' });

export interface ProductPickerProps {
  currency: string;
  onAdd: AddToReceipt;
  /** A whole code typed by a person (UPC chosen): looked up in turn; `onMissing` when the shop has none. */
  onTypedCode: (code: string, onMissing: () => void) => void;
  /** `*3`: the quantity of the last line, as typed after the star. */
  onQuantityEntry: (typed: string) => void;
  /** Under the scan box: the scan news and shortcut hints. */
  scanNews: ReactNode;
  /** Between the scan box and the list: the sale just finished. */
  lastSale?: ReactNode;
  /** After the Search button: the camera. */
  scanAddon?: ReactNode;
  /** Above the list: the quick keys. */
  quickKeys?: ReactNode;
}

/**
 * The scan box and the products in stock, searched and paged through the terminal's routes
 * (/pagepos/{n}, /searchpos/{text + field digit}). With UPC chosen, a typed term is first tried as a
 * code; scanners' codes never get here (useWedgeScanner takes them whatever the radio says).
 */
export function ProductPicker({ currency, onAdd, onTypedCode, onQuantityEntry, scanNews, lastSale, scanAddon, quickKeys }: ProductPickerProps) {
  const { t } = useTranslation();
  const params = useParams();
  const navigate = useNavigate();
  const keyword = params.keyword ?? '';
  const page = Math.max(1, Number.parseInt(params.pageNumber ?? '1', 10) || 1);
  const routeSearch = parseSearchKeyword(keyword);
  const { search, typed, onType } = useSearchAsYouType<SearchMode>({ text: routeSearch.text, mode: routeSearch.mode ?? '1' });
  // A typed search lists its first page; paging it goes to its address.
  const shownKeyword = typed ? (search.text ? search.text + search.mode : '') : keyword;
  const list = useTerminalProductList({ page: typed ? 1 : page, keyword: search.text, field: typed || routeSearch.mode ? SEARCH_FIELDS[search.mode] : routeSearch.field });

  const onSubmit = (text: string, mode: SearchMode): boolean => {
    if (!text) {
      navigate('/pos');
      return true;
    }
    const quantity = quantityEntry(text);
    if (quantity !== null) {
      onQuantityEntry(quantity);
      return true;
    }
    if (mode === '1') {
      onTypedCode(text, () => navigate(ROUTES.searchPath(text, '1')));
      return true;
    }
    // Rendered at once rather than as a transition: the clerk is waiting on this list.
    navigate(ROUTES.searchPath(text, mode), { flushSync: true });
    return false;
  };

  return (
    <>
      <ScanForm
        term={routeSearch.text}
        mode={routeSearch.mode ?? '1'}
        onSubmit={onSubmit}
        // `*3` sets the last line's quantity: not a search.
        onType={(next) => onType(next && quantityEntry(next.text) === null ? next : null)}
        addon={scanAddon}
      >
        {scanNews}
      </ScanForm>
      {lastSale}
      {quickKeys}
      {list.fromDevice ? (
        <p className="small text-body-secondary mb-2" data-testid="listed-from-device">
          {t('pos:products.fromDevice')}
        </p>
      ) : (
        <ErrorMessage error={list.error} />
      )}
      {list.isPending ? (
        <Loader />
      ) : list.data && list.data.countpos === 0 ? (
        <Message variant="info">{say(MSG.noneFound)}</Message>
      ) : (
        <>
          <ProductTable products={list.data?.sales ?? []} currency={currency} onAdd={onAdd} />
          <Pagination page={list.data?.pagepos ?? page} pages={list.data?.pagespos ?? 1} linkTo={(n) => ROUTES.pagePath(n, shownKeyword)} />
        </>
      )}
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pagerLinks, type PagerStep } from './page-window';

const SYMBOLS: Record<PagerStep, string> = { first: '«', previous: '‹', next: '›', last: '»' };

/**
 * The one paginator of every paged list, shown only when there is more than one page (spec
 * section 2). `linkTo` builds each page's route, so a list keeps its own URLs and its search while
 * paging; `label` names the navigation for assistive technology.
 */
export function Pagination({ page, pages, linkTo, label }: { page: number; pages: number; linkTo: (n: number) => string; label?: string }) {
  const { t } = useTranslation();
  const names: Record<PagerStep, string> = {
    first: t('common:pagination.first'),
    previous: t('common:pagination.previous'),
    next: t('common:pagination.next'),
    last: t('common:pagination.last'),
  };
  const links = pagerLinks(page, pages);
  if (links.length === 0) return null;
  return (
    <nav aria-label={label ?? t('common:pagination.label')}>
      <ul className="pagination flex-wrap">
        {links.map((link) => {
          if (link.kind === 'page') {
            return (
              <li key={link.page} className={`page-item${link.current ? ' active' : ''}`}>
                <Link className="page-link" to={linkTo(link.page)} aria-current={link.current ? 'page' : undefined}>
                  {link.page}
                </Link>
              </li>
            );
          }
          const step = { symbol: SYMBOLS[link.kind], name: names[link.kind] };
          return (
            <li key={link.kind} className={`page-item${link.disabled ? ' disabled' : ''}`}>
              {link.disabled ? (
                <span className="page-link" aria-disabled="true">
                  <span aria-hidden="true">{step.symbol}</span>
                  <span className="visually-hidden">{step.name}</span>
                </span>
              ) : (
                <Link className="page-link" to={linkTo(link.page)} aria-label={step.name} title={step.name}>
                  {step.symbol}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

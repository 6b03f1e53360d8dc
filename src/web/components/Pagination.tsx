import { Link } from 'react-router';
import { pagerLinks, type PagerStep } from './page-window';

const STEPS: Record<PagerStep, { symbol: string; name: string }> = {
  first: { symbol: '«', name: 'First page' },
  previous: { symbol: '‹', name: 'Previous page' },
  next: { symbol: '›', name: 'Next page' },
  last: { symbol: '»', name: 'Last page' },
};

/**
 * The one paginator of every paged list, shown only when there is more than one page (spec
 * section 2). `linkTo` builds each page's route, so a list keeps its own URLs and its search while
 * paging; `label` names the navigation for assistive technology.
 */
export function Pagination({ page, pages, linkTo, label = 'Pages' }: { page: number; pages: number; linkTo: (n: number) => string; label?: string }) {
  const links = pagerLinks(page, pages);
  if (links.length === 0) return null;
  return (
    <nav aria-label={label}>
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
          const step = STEPS[link.kind];
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

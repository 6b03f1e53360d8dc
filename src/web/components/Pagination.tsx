import { Link } from 'react-router';

/**
 * One link per page, shown only when there is more than one page (spec section 2). `linkTo`
 * builds each page's route so a list keeps its search while paging.
 */
export function Pagination({ page, pages, linkTo }: { page: number; pages: number; linkTo: (n: number) => string }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages">
      <ul className="pagination flex-wrap">
        {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
          <li key={n} className={`page-item${n === page ? ' active' : ''}`}>
            <Link className="page-link" to={linkTo(n)} aria-current={n === page ? 'page' : undefined}>
              {n}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

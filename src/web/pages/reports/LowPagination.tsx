import { Link } from 'react-router';

/** One link per page, shown only when there is more than one page (spec section 2). */
export function LowPagination({ page, pages }: { page: number; pages: number }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Report pages">
      <ul className="pagination flex-wrap">
        {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
          <li key={n} className={`page-item${n === page ? ' active' : ''}`}>
            <Link className="page-link" to={`/lowpage/${n}`} aria-current={n === page ? 'page' : undefined}>
              {n}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

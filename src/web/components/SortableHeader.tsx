import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TSortDirection } from '../../domain/schemas/list-options';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const MARK = { asc: '▲', desc: '▼' } as const;

export interface SortableHeaderProps {
  label: string;
  /** The direction the list is sorted by this column, or undefined when it is sorted by another. */
  sorted: TSortDirection | undefined;
  /** Where a click goes: the list sorted by this column, the other way round if it already is. */
  to: string;
  /** The direction `to` sorts in, said to assistive technology as what the link does. */
  next: TSortDirection;
  className?: string;
}

/**
 * A column header that sorts its list. The header carries aria-sort, so a screen reader says how
 * the table is sorted; the link inside says what choosing it will do. Sorting is an address like
 * any page of the list, so it can be bookmarked and the browser's Back undoes it.
 */
export function SortableHeader({ label, sorted, to, next, className }: SortableHeaderProps) {
  const { t } = useTranslation();
  return (
    <th aria-sort={sorted ? ARIA_SORT[sorted] : undefined} className={className}>
      <Link to={to} className={`sort-link${sorted ? ' sort-link-active' : ''}`}>
        {label}
        <span className="visually-hidden">{next === 'asc' ? t('common:sort.asc') : t('common:sort.desc')}</span>
        <span aria-hidden="true" className="sort-mark">
          {sorted ? MARK[sorted] : '↕'}
        </span>
      </Link>
    </th>
  );
}

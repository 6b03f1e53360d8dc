import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** How many names show here; the full list is a click away. */
const SHOWN = 24;

/** A list's names as they stand (categories or manufacturers), with their count, under the box that adds to it. */
export function ListedNames({ title, names, listPath, isLoading }: { title: string; names: readonly string[]; listPath: string; isLoading: boolean }) {
  const { t } = useTranslation();
  const headingId = `listed-${listPath.replace(/\W/g, '')}`;
  return (
    <section aria-labelledby={headingId} className="mt-3">
      <h2 id={headingId} className="h6 mb-2">
        {title} ({isLoading ? '…' : names.length})
      </h2>
      {!isLoading && names.length === 0 && <p className="text-body-secondary mb-0">{t('settings:listed.none')}</p>}
      {names.length > 0 && (
        <ul className="list-inline mb-0">
          {names.slice(0, SHOWN).map((n) => (
            <li key={n} className="list-inline-item badge text-bg-light border fw-normal fs-6 mb-1">
              {n}
            </li>
          ))}
          {names.length > SHOWN && (
            <li className="list-inline-item">
              <Link to={listPath}>{t('settings:listed.more', { number: names.length - SHOWN })}</Link>
            </li>
          )}
        </ul>
      )}
    </section>
  );
}

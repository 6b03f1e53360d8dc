import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '../../domain/schemas/list-options';

/**
 * "Rows per page" for a paged list. `value` is the size the list was served with, so a server
 * whose own page size is not one of the choices still shows the truth.
 */
export function PageSizeSelect({ value, onChange }: { value: number; onChange: (size: number) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const sizes = PAGE_SIZES.some((s) => s === value) ? PAGE_SIZES : [...PAGE_SIZES, value].sort((a, b) => a - b);
  return (
    <div className="d-flex align-items-center gap-2 mb-3">
      <label htmlFor={id} className="form-label mb-0 text-nowrap">
        {t('common:pageSize.label')}
      </label>
      <select id={id} className="form-select w-auto" value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {sizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </div>
  );
}

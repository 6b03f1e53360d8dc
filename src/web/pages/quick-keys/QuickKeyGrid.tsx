import { useTranslation } from 'react-i18next';
import type { TPosProduct } from '../../../domain/schemas/pos';
import { useQuickKeys } from '../../api/quick-keys';
import { useBusinessFormat } from '../../components/useBusinessFormat';
import './quick-keys.css';

/**
 * The terminal's grid of quick keys: one large button per favourite product, a tap rings it up as a
 * scan would (`onPick`). A product with none on hand keeps its place, disabled, so the grid does
 * not shift under the clerk's finger. Nothing shows until an admin has chosen some.
 */
export function QuickKeyGrid({ onPick }: { onPick: (product: TPosProduct) => void }) {
  const { t } = useTranslation();
  const keys = useQuickKeys();
  const format = useBusinessFormat();
  const list = keys.data?.keys ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-label={t('quickKeys:grid.label')} className="quick-key-grid mb-3">
      {list.map((p) => (
        <button key={p._id} type="button" className="btn btn-outline-primary quick-key" disabled={p.qty <= 0} onClick={() => onPick(p)}>
          <span className="quick-key-name">{p.subname}</span>
          <span className="quick-key-price">{p.qty > 0 ? format.money(p.price) : t('quickKeys:grid.noneLeft')}</span>
        </button>
      ))}
    </section>
  );
}

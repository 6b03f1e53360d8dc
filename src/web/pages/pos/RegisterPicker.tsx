import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TRegister } from '../../../domain/schemas/money';
import { Message } from '../../components/Message';

/** Where registers are opened and closed: the drawer screens, not part of the terminal. */
const REGISTERS_PATH = '/registers';

/**
 * A sale on this register would be refused: say so (in the words the server refuses a sale with),
 * and where to open it.
 */
export function RegisterClosed({ name }: { name?: string }) {
  const { t } = useTranslation();
  return (
    <Message variant="warning">
      {t('pos:register.openFirst')}.{' '}
      <Link to={REGISTERS_PATH} className="alert-link">
        {name ? t('pos:register.openNamed', { name }) : t('pos:register.openAny')}
      </Link>
    </Message>
  );
}

/**
 * Which register this device sells on. "No register" is the spec's behaviour: sales then belong
 * to no shift. The choice is remembered on the device, since a till stays where it is.
 */
export function RegisterPicker({ registers, current, onChoose }: { registers: TRegister[]; current: TRegister | null; onChoose: (id: string | null) => void }) {
  const { t } = useTranslation();
  return (
    <div className="d-flex align-items-center gap-2">
      <label htmlFor="pos-register" className="form-label mb-0 text-nowrap">
        {t('pos:register.label')}
      </label>
      <select id="pos-register" className="form-select form-select-sm w-auto" value={current?._id ?? ''} onChange={(e) => onChoose(e.target.value || null)}>
        <option value="">{t('pos:register.none')}</option>
        {registers.map((r) => (
          <option key={r._id} value={r._id}>
            {r.name}
          </option>
        ))}
      </select>
      {current && <span className={`small text-nowrap ${current.openShift ? 'text-success-emphasis' : 'text-warning-emphasis'}`}>{current.openShift ? t('pos:register.shiftOpen') : t('pos:register.closed')}</span>}
    </div>
  );
}

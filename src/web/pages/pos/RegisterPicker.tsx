import { Link } from 'react-router';
import type { TRegister } from '../../../domain/schemas/money';
import { Message } from '../../components/Message';

/** Where registers are opened and closed: the drawer screens, not part of the terminal. */
const REGISTERS_PATH = '/registers';

/** The terminal's words for a register without an open shift, the same the server refuses a sale with. */
export const OPEN_REGISTER_FIRST = 'Open the register before selling';

/** A sale on this register would be refused: say so, and where to open it. */
export function RegisterClosed({ name }: { name?: string }) {
  return (
    <Message variant="warning">
      {OPEN_REGISTER_FIRST}.{' '}
      <Link to={REGISTERS_PATH} className="alert-link">
        {name ? `Open ${name}` : 'Open a register'}
      </Link>
    </Message>
  );
}

/**
 * Which register this device sells on. "No register" is the spec's behaviour: sales then belong
 * to no shift. The choice is remembered on the device, since a till stays where it is.
 */
export function RegisterPicker({ registers, current, onChoose }: { registers: TRegister[]; current: TRegister | null; onChoose: (id: string | null) => void }) {
  return (
    <div className="d-flex align-items-center gap-2">
      <label htmlFor="pos-register" className="form-label mb-0 text-nowrap">
        Register
      </label>
      <select id="pos-register" className="form-select form-select-sm w-auto" value={current?._id ?? ''} onChange={(e) => onChoose(e.target.value || null)}>
        <option value="">No register</option>
        {registers.map((r) => (
          <option key={r._id} value={r._id}>
            {r.name}
          </option>
        ))}
      </select>
      {current && <span className={`small text-nowrap ${current.openShift ? 'text-success-emphasis' : 'text-warning-emphasis'}`}>{current.openShift ? 'Shift open' : 'Closed'}</span>}
    </div>
  );
}

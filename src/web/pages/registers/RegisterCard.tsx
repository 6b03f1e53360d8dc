import { Badge, Button, Card } from 'react-bootstrap';
import type { TRegister } from '../../../domain/schemas/money';
import { useSession } from '../../auth/session';
import { LinkButton } from '../../components/LinkButton';
import { useBusinessFormat } from '../../components/useBusinessFormat';
import { cashMovementPath, closeShiftPath, openShiftPath, shiftReportPath } from './paths';
import { mayActOnShift } from './shift-access';

/** What can be done with an open shift, for whoever may act on it. */
function OpenShiftActions({ register }: { register: TRegister }) {
  const shift = register.openShift!;
  const { user } = useSession();
  if (!mayActOnShift(user, shift.openedById)) {
    return <p className="small text-body-secondary mb-0">Only {shift.openedBy} or an admin can take cash in or out of this drawer, or close it.</p>;
  }
  return (
    <div className="d-flex flex-wrap gap-2" role="group" aria-label={`${register.name} shift`}>
      <LinkButton to={cashMovementPath(shift._id)} variant="outline-primary" size="sm">
        Pay in / out
      </LinkButton>
      <LinkButton to={shiftReportPath(shift._id)} variant="outline-secondary" size="sm">
        X report
      </LinkButton>
      <LinkButton to={closeShiftPath(shift._id)} variant="outline-danger" size="sm">
        Close shift
      </LinkButton>
    </div>
  );
}

/** One register: open (by whom, since when) or closed, whether this device sells on it, and what can be done next. */
export function RegisterCard({ register, isThisDevice, onUseHere }: { register: TRegister; isThisDevice: boolean; onUseHere: () => void }) {
  const format = useBusinessFormat();
  const shift = register.openShift;
  return (
    <Card as="section" aria-label={register.name} className={isThisDevice ? 'border-primary h-100' : 'h-100'} data-testid="register-card">
      <Card.Body className="d-flex flex-column gap-2">
        <div className="d-flex flex-wrap align-items-center gap-2">
          <h2 className="h5 mb-0 me-auto">{register.name}</h2>
          {shift ? <Badge bg="success">Open</Badge> : <Badge bg="secondary">Closed</Badge>}
          {isThisDevice && <Badge bg="primary">This device</Badge>}
        </div>
        <p className="mb-0">{shift ? `Opened by ${shift.openedBy} at ${format.lastUpdate(shift.openedAt)}` : 'No shift open: count the float to start selling on it.'}</p>
        <div className="mt-auto d-flex flex-column gap-2">
          {shift ? (
            <OpenShiftActions register={register} />
          ) : (
            <div>
              <LinkButton to={openShiftPath(register._id)} size="sm">
                Open shift
              </LinkButton>
            </div>
          )}
          {!isThisDevice && (
            <div>
              <Button variant="link" size="sm" className="p-0" onClick={onUseHere} aria-label={`Use ${register.name} on this device`}>
                Use on this device
              </Button>
            </div>
          )}
        </div>
      </Card.Body>
    </Card>
  );
}

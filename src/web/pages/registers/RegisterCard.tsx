import { Badge, Button, Card } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { TRegister } from '../../../domain/schemas/money';
import { useSession } from '../../auth/session';
import { LinkButton } from '../../components/LinkButton';
import { useBusinessFormat } from '../../components/useBusinessFormat';
import { cashMovementPath, closeShiftPath, openShiftPath, shiftReportPath } from './paths';
import { mayActOnShift } from './shift-access';

/** What can be done with an open shift, for whoever may act on it. */
function OpenShiftActions({ register }: { register: TRegister }) {
  const { t } = useTranslation();
  const shift = register.openShift!;
  const { user } = useSession();
  if (!mayActOnShift(user, shift.openedById)) {
    return <p className="small text-body-secondary mb-0">{t('registers:card.onlyOpener', { name: shift.openedBy })}</p>;
  }
  return (
    <div className="d-flex flex-wrap gap-2" role="group" aria-label={t('registers:card.shiftActions', { register: register.name })}>
      <LinkButton to={cashMovementPath(shift._id)} variant="outline-primary" size="sm">
        {t('registers:action.payInOut')}
      </LinkButton>
      <LinkButton to={shiftReportPath(shift._id)} variant="outline-secondary" size="sm">
        {t('registers:kind.x')}
      </LinkButton>
      <LinkButton to={closeShiftPath(shift._id)} variant="outline-danger" size="sm">
        {t('registers:action.closeShift')}
      </LinkButton>
    </div>
  );
}

/** One register: open (by whom, since when) or closed, whether this device sells on it, and what can be done next. */
export function RegisterCard({ register, isThisDevice, onUseHere }: { register: TRegister; isThisDevice: boolean; onUseHere: () => void }) {
  const { t } = useTranslation();
  const format = useBusinessFormat();
  const shift = register.openShift;
  return (
    <Card as="section" aria-label={register.name} className={isThisDevice ? 'border-primary h-100' : 'h-100'} data-testid="register-card">
      <Card.Body className="d-flex flex-column gap-2">
        <div className="d-flex flex-wrap align-items-center gap-2">
          <h2 className="h5 mb-0 me-auto">{register.name}</h2>
          {shift ? <Badge bg="success">{t('registers:card.open')}</Badge> : <Badge bg="secondary">{t('registers:card.closed')}</Badge>}
          {isThisDevice && <Badge bg="primary">{t('registers:card.thisDevice')}</Badge>}
        </div>
        <p className="mb-0">{shift ? t('registers:card.openedBy', { name: shift.openedBy, time: format.lastUpdate(shift.openedAt) }) : t('registers:card.noShift')}</p>
        <div className="mt-auto d-flex flex-column gap-2">
          {shift ? (
            <OpenShiftActions register={register} />
          ) : (
            <div>
              <LinkButton to={openShiftPath(register._id)} size="sm">
                {t('registers:action.openShift')}
              </LinkButton>
            </div>
          )}
          {!isThisDevice && (
            <div>
              <Button variant="link" size="sm" className="p-0" onClick={onUseHere} aria-label={t('registers:card.useHereLabel', { register: register.name })}>
                {t('registers:card.useHere')}
              </Button>
            </div>
          )}
        </div>
      </Card.Body>
    </Card>
  );
}

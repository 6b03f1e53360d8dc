import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useOpenRegister, useRegisters } from '../../api/registers';
import { useSettings } from '../../api/settings';
import { RequireRole } from '../../auth/guards';
import { useSession } from '../../auth/session';
import { LinkButton } from '../../components/LinkButton';
import { Loader } from '../../components/Loader';
import { ErrorMessage, Message } from '../../components/Message';
import { useBusinessFormat } from '../../components/useBusinessFormat';
import type { DrawerCount } from './drawer-count';
import { DrawerCountForm } from './DrawerCountForm';
import { REGISTERS_PATH, shiftReportPath } from './paths';
import type { RegistersNotice } from './RegistersPage';
import { mayActOnShift } from './shift-access';

function OpenShift() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const format = useBusinessFormat();
  const { user } = useSession();
  const registers = useRegisters();
  const settings = useSettings();
  const open = useOpenRegister(id);
  const register = registers.data?.registers.find((r) => r._id === id);

  if (registers.isPending || settings.isPending) return <Loader />;
  if (registers.error || !register) {
    return (
      <>
        <ErrorMessage error={registers.error ?? new Error(t('registers:open.notFound'))} />
        <LinkButton to={REGISTERS_PATH} variant="secondary">
          {t('registers:nav.registers')}
        </LinkButton>
      </>
    );
  }
  const currency = settings.data?.currency ?? format.currency;

  const onCounted = async ({ amount }: DrawerCount) => {
    try {
      await open.mutateAsync({ float: amount });
      const state: RegistersNotice = { notice: t('registers:open.opened', { register: register.name, float: format.money(amount, currency) }) };
      navigate(REGISTERS_PATH, { state });
    } catch {
      // The form's alert shows why (another clerk opened it meanwhile, say).
    }
  };

  return (
    <>
      <h1 className="h3 mb-3">{t('registers:open.title', { register: register.name })}</h1>
      {register.openShift && !open.isSuccess ? (
        <Message variant="info">
          {t('registers:open.alreadyOpen', { register: register.name, time: format.lastUpdate(register.openShift.openedAt), name: register.openShift.openedBy })}{' '}
          {mayActOnShift(user, register.openShift.openedById) && (
            <Link to={shiftReportPath(register.openShift._id)} className="alert-link">
              {t('registers:open.seeXReport')}
            </Link>
          )}
        </Message>
      ) : (
        <>
          <p className="text-body-secondary">{t('registers:open.intro')}</p>
          <DrawerCountForm kind="float" currency={currency} idPrefix="float" ariaLabel={t('registers:open.formLabel')} submitLabel={t('registers:action.openShift')} serverError={open.error} onCounted={onCounted}>
            <LinkButton to={REGISTERS_PATH} variant="outline-secondary">
              {t('registers:nav.cancel')}
            </LinkButton>
          </DrawerCountForm>
        </>
      )}
    </>
  );
}

/** /registers/:id/open: count the float into the drawer and open a shift on the register. */
export function OpenShiftPage() {
  return (
    <RequireRole role="user">
      <div className="container-fluid px-4">
        <OpenShift />
      </div>
    </RequireRole>
  );
}

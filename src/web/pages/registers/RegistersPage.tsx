import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useDeviceRegister, useRegisters } from '../../api/registers';
import { RequireRole, ShowFor } from '../../auth/guards';
import { LinkButton } from '../../components/LinkButton';
import { Loader } from '../../components/Loader';
import { ErrorMessage, Message } from '../../components/Message';
import { AddRegisterForm } from './AddRegisterForm';
import { SHIFTS_PATH } from './paths';
import { RegisterCard } from './RegisterCard';

/** A notice handed over by the screen that sent the clerk here (a shift opened). */
export interface RegistersNotice {
  notice?: string;
}

function RegisterList() {
  const { t } = useTranslation();
  const registers = useRegisters();
  const [deviceRegister, setDeviceRegister] = useDeviceRegister();
  const handedOver = (useLocation().state as RegistersNotice | null)?.notice ?? null;
  const [notice, setNotice] = useState<string | null>(handedOver);
  const list = registers.data?.registers ?? [];
  const deviceRegisterName = list.find((r) => r._id === deviceRegister)?.name;

  return (
    <div className="container-fluid px-4">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 me-auto mb-0">{t('registers:list.title')}</h1>
        <LinkButton to={SHIFTS_PATH} variant="outline-secondary">
          {t('registers:nav.shiftReports')}
        </LinkButton>
      </div>
      {notice && <Message variant="success">{notice}</Message>}
      <p className="text-body-secondary">{deviceRegisterName ? t('registers:list.deviceSellsOn', { register: deviceRegisterName }) : t('registers:list.deviceSellsOnNone')}</p>
      <ErrorMessage error={registers.error} />
      {registers.isPending ? (
        <Loader />
      ) : (
        <div className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-3">
          {list.map((r) => (
            <div className="col" key={r._id}>
              <RegisterCard
                register={r}
                isThisDevice={r._id === deviceRegister}
                onUseHere={() => {
                  setDeviceRegister(r._id);
                  setNotice(t('registers:list.deviceNowSellsOn', { register: r.name }));
                }}
              />
            </div>
          ))}
        </div>
      )}
      <ShowFor role="admin">
        <h2 className="h5 mt-4">{t('registers:list.addTitle')}</h2>
        <AddRegisterForm onAdded={(name) => setNotice(t('registers:list.added', { register: name }))} />
      </ShowFor>
    </div>
  );
}

/** /registers: every till with its drawer's state, this device's till marked; admins add tills. */
export function RegistersPage() {
  return (
    <RequireRole role="user">
      <RegisterList />
    </RequireRole>
  );
}

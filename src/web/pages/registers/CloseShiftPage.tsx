import { useState } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/Dialog';
import { Navigate, useNavigate, useParams } from 'react-router';
import { fromMinor, toMinor } from '../../../domain/currency';
import type { TShiftReport } from '../../../domain/schemas/money';
import { useCloseShift, useShift } from '../../api/registers';
import { RequireRole } from '../../auth/guards';
import { LinkButton } from '../../components/LinkButton';
import { Loader } from '../../components/Loader';
import { ErrorMessage } from '../../components/Message';
import { useBusinessFormat } from '../../components/useBusinessFormat';
import type { DrawerCount } from './drawer-count';
import { DrawerCountForm } from './DrawerCountForm';
import { balanceOfMinor } from './over-short';
import { OverShort } from './OverShort';
import { REGISTERS_PATH, shiftReportPath } from './paths';
import { ShiftSummary } from './ShiftSummary';

/** Counted, expected and over/short side by side: under the count as it is made, and in the confirmation. */
function Balance({ report, countedMinor, testId }: { report: TShiftReport; countedMinor: number | null; testId: string }) {
  const { t } = useTranslation();
  const format = useBusinessFormat();
  const money = (amount: number) => format.money(amount, report.currency);
  const expectedMinor = toMinor(report.expectedCash, report.currency);
  return (
    <dl className="row mb-3" style={{ maxWidth: '32rem' }} aria-live="polite" data-testid={testId}>
      <dt className="col-6 col-sm-5">{t('registers:figure.counted')}</dt>
      <dd className="col-6 col-sm-7 mb-1">{countedMinor === null ? '–' : money(fromMinor(countedMinor, report.currency))}</dd>
      <dt className="col-6 col-sm-5">{t('registers:figure.expectedCash')}</dt>
      <dd className="col-6 col-sm-7 mb-1">{money(report.expectedCash)}</dd>
      <dt className="col-6 col-sm-5">{t('registers:figure.overShort')}</dt>
      <dd className="col-6 col-sm-7 mb-1">{countedMinor === null ? '–' : <OverShort balance={balanceOfMinor(countedMinor, expectedMinor, report.currency)} money={money} />}</dd>
    </dl>
  );
}

/** The last look before the shift closes for good. */
function ConfirmClose({ report, count, busy, error, onConfirm, onCancel }: { report: TShiftReport; count: DrawerCount | null; busy: boolean; error: unknown; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog show={count !== null} onHide={onCancel} aria-labelledby="confirm-close-title" centered>
      <Modal.Header closeButton>
        <Modal.Title id="confirm-close-title">{t('registers:close.confirmTitle', { register: report.register.name })}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <ErrorMessage error={error} />
        {count && <Balance report={report} countedMinor={count.minor} testId="confirm-balance" />}
        <p className="mb-0">{t('registers:close.confirmText')}</p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
          {t('registers:close.countAgain')}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy}>
          {t('registers:action.closeShift')}
        </Button>
      </Modal.Footer>
    </Dialog>
  );
}

function CloseShift() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const shift = useShift(id);
  const close = useCloseShift(id);
  const [count, setCount] = useState<DrawerCount | null>(null);

  if (shift.isPending) return <Loader />;
  if (shift.error) return <ErrorMessage error={shift.error} />;
  const r = shift.data;
  // Closed already (here a moment ago, or elsewhere): its Z report is what there is to see.
  if (r.closedAt && close.isIdle) return <Navigate to={shiftReportPath(r._id)} replace />;

  const onConfirm = async () => {
    if (!count) return;
    try {
      await close.mutateAsync({ counted: count.amount });
      navigate(shiftReportPath(r._id), { replace: true, state: { closed: true } });
    } catch {
      // The dialog shows why.
    }
  };

  return (
    <>
      <h1 className="h3 mb-3">{t('registers:close.title', { register: r.register.name })}</h1>
      <ShiftSummary report={r} />
      <p className="text-body-secondary">{t('registers:close.intro')}</p>
      <DrawerCountForm
        kind="counted"
        currency={r.currency}
        idPrefix="close"
        ariaLabel={t('registers:close.formLabel')}
        submitLabel={t('registers:close.review')}
        onCounted={(counted) => {
          close.reset();
          setCount(counted);
        }}
        aside={(current) => <Balance report={r} countedMinor={current} testId="live-balance" />}
      >
        <LinkButton to={REGISTERS_PATH} variant="outline-secondary">
          {t('registers:nav.cancel')}
        </LinkButton>
      </DrawerCountForm>
      <ConfirmClose report={r} count={count} busy={close.isPending} error={close.error} onConfirm={() => void onConfirm()} onCancel={() => setCount(null)} />
    </>
  );
}

/** /shifts/:id/close: count the drawer, see it against the expected cash, confirm, then the Z report. */
export function CloseShiftPage() {
  return (
    <RequireRole role="user">
      <div className="container-fluid px-4">
        <CloseShift />
      </div>
    </RequireRole>
  );
}

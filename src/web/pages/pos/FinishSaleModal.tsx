import { useMemo, useState } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/Dialog';
import { z } from 'zod';
import type { CashRounding } from '../../../domain/cash-rounding';
import { fromMinor } from '../../../domain/currency';
import type { TPaymentInput } from '../../../domain/schemas/money';
import { ZCheckoutQuery } from '../../../domain/schemas/pos';
import { ApiError } from '../../api/http';
import { TextField } from '../../components/form/FormField';
import { useZodForm } from '../../components/form/useZodForm';
import { FormAlert, ZodForm } from '../../components/form/ZodForm';
import { Message } from '../../components/Message';
import { useBusinessFormat } from '../../components/useBusinessFormat';
import { RegisterClosed } from './RegisterPicker';
import { focusScanBoxAfterDialog, TAKES_SCANS_ATTRIBUTE } from './scan-focus';
import { checkTender, followTotal, startTender, toApiPayments, type AmountFormat, type TenderProblem } from './tender';
import { TenderFields } from './TenderFields';

/** The wallet code as the server takes it. Scanners and people add stray spaces; a wallet code never contains any. */
const ZFinishSale = z.object({ qrid: z.preprocess((v) => (typeof v === 'string' ? v.replace(/\s+/g, '') : v), ZCheckoutQuery.shape.qrid) });

const ALERT_ID = 'pos-problem';

export interface FinishSaleProps {
  show: boolean;
  /** What to collect, in minor units of `currency`. */
  totalMinor: number;
  currency: string;
  /** How the business rounds cash: the cash due is asked rounded, as checkout will take it. */
  cashRounding?: CashRounding;
  /** The register the sale goes to, named when the server finds it closed. */
  registerName?: string;
  error: unknown;
  onCancel: () => void;
  onSave: (qrid: string, payments: TPaymentInput[] | undefined) => Promise<void>;
}

/**
 * The dialog's content, mounted each time it opens, so every sale starts from exact cash and an
 * empty wallet code.
 */
function FinishSaleForm({ totalMinor, currency, cashRounding, registerName, error, onCancel, onSave }: Omit<FinishSaleProps, 'show'>) {
  const { t } = useTranslation();
  const format = useBusinessFormat();
  const fmt = useMemo<AmountFormat>(() => ({ currency, readDecimal: format.readDecimal, writeDecimal: format.writeDecimal, parseDecimal: format.parseDecimal, cashRounding }), [currency, format, cashRounding]);
  const money = (minor: number) => format.money(fromMinor(minor, currency), currency);
  const form = useZodForm<{ qrid: string }, z.output<typeof ZFinishSale>>(ZFinishSale, { defaultValues: { qrid: '' } });
  const [tender, setTender] = useState(() => startTender(totalMinor, fmt));
  const [problem, setProblem] = useState<TenderProblem | null>(null);
  // A scan while the dialog is open changes the total: exact cash the person has not touched follows it.
  const [totalSeen, setTotalSeen] = useState(totalMinor);
  if (totalSeen !== totalMinor) {
    setTotalSeen(totalMinor);
    const followed = followTotal(tender, totalMinor, fmt);
    if (followed !== tender) {
      setTender(followed);
      setProblem(null);
    }
  }
  const isRegisterClosed = error instanceof ApiError && error.code === 'REGISTER_CLOSED';

  // Checked with the domain's `settle`, as the server checks it; only a tender it would take is sent.
  const submit = ({ qrid }: z.output<typeof ZFinishSale>) => {
    const checked = checkTender(tender, totalMinor, fmt);
    if (!checked.ok) {
      setProblem(checked);
      return;
    }
    setProblem(null);
    return onSave(qrid ?? '', toApiPayments(checked.payments, currency));
  };

  return (
    <ZodForm form={form} idPrefix="pos" onSubmit={submit} serverError={error} alert={false}>
      <Modal.Header closeButton>
        <Modal.Title id="finish-sale-title">{t('pos:tender.title')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="fs-4 mb-3">
          {t('pos:tender.total')} <strong data-testid="finish-total">{money(totalMinor)}</strong>
        </p>
        <TenderFields
          tender={tender}
          totalMinor={totalMinor}
          fmt={fmt}
          money={money}
          invalidField={problem?.field}
          alertId={ALERT_ID}
          onChange={(next) => {
            setTender(next);
            setProblem(null);
          }}
        />
        {/* The wallet code is scanned here: a burst stays in this field rather than going onto the sale. */}
        <TextField name="qrid" label={t('pos:tender.qrLabel')} type="text" autoComplete="off" maxLength={200} placeholder={t('pos:tender.qrPlaceholder')} {...{ [TAKES_SCANS_ATTRIBUTE]: '' }} />
        {problem ? (
          <Message variant="danger" id={ALERT_ID}>
            {problem.message}
          </Message>
        ) : isRegisterClosed ? (
          <RegisterClosed name={registerName} />
        ) : (
          <FormAlert serverError={error} />
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onCancel}>
          {t('pos:tender.cancel')}
        </Button>
        <Button type="submit" variant="primary">
          {t('pos:tender.save')}
        </Button>
      </Modal.Footer>
    </ZodForm>
  );
}

/**
 * 'Finish Sale': the total to collect, how it is paid (the tender), an optional receipt-wallet code,
 * then Save. Closed either way, the focus goes to the scan box for the next customer's first scan.
 */
export function FinishSaleModal({ show, ...props }: FinishSaleProps) {
  return (
    <Dialog show={show} onHide={props.onCancel} onExited={focusScanBoxAfterDialog} restoreFocus={false} centered fullscreen="sm-down" aria-labelledby="finish-sale-title">
      <FinishSaleForm {...props} />
    </Dialog>
  );
}

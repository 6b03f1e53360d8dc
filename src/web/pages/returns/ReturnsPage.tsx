import { useEffect, useRef, useState } from 'react';
import { Button, Card, Col, Container, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { RECEIPT_IMAGE_WIDTH } from '../../../domain/constants';
import { receiptImageUrl, useReceipt } from '../../api/pos';
import { useDeviceRegister } from '../../api/registers';
import type { TPartialReturn, TReturnResult, TReturnSummary } from '../../api/returns';
import { RequireRole } from '../../auth/guards';
import { CameraScanButton } from '../../components/camera/CameraScanButton';
import { LinkButton } from '../../components/LinkButton';
import { Loader } from '../../components/Loader';
import { ErrorMessage, Message } from '../../components/Message';
import { useOnline } from '../../components/useOnline';
import { ApiError } from '../../api/http';
import { SearchForm } from '../../components/SearchForm';
import { useBusinessFormat } from '../../components/useBusinessFormat';
import { RegisterInUse, RegisterQuestion, useRegisterQuestion } from '../pos/RegisterQuestion';
import { useTerminalRegister } from '../pos/terminal-hooks';
import { AcceptReturnDialog, useWholeReturnRefund } from './AcceptReturnDialog';
import { paymentMethodName } from './method-names';
import { ReturnPicker } from './ReturnPicker';
import { slipState } from './slip-state';
import { useReturnsDesk } from './useReturnsDesk';

/** The receipt found: its date and image, and whether its items may still be returned. */
function ReturnReceipt({ receipt, accepting, onAccept }: { receipt: TReturnSummary; accepting: boolean; onAccept: (barcode: string) => void }) {
  const { t } = useTranslation();
  const format = useBusinessFormat();
  const refund = useWholeReturnRefund(receipt.returned ? '' : receipt.barcode);
  return (
    <Card className="shadow-sm" style={{ maxWidth: 420 }} aria-label={t('returns:receipt.label')}>
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {format.receiptDate(receipt.createdAt)}
        </Card.Title>
        <img src={receiptImageUrl(receipt.qfname, { returned: receipt.returned })} width={RECEIPT_IMAGE_WIDTH} alt={t('returns:receipt.image', { barcode: receipt.barcode })} className="border d-block mb-3 img-fluid" />
        {receipt.returned ? (
          <p className="mb-0 fw-semibold">
            {t('returns:receipt.closed')}{' '}
            <span className="text-danger fs-4" role="img" aria-label={t('returns:receipt.closedMark')}>
              ✘
            </span>
          </p>
        ) : (
          <div className="d-flex align-items-center gap-3 flex-wrap">
            <p className="mb-0 fw-semibold">
              {t('returns:receipt.open')}{' '}
              <span className="text-success fs-4" role="img" aria-label={t('returns:receipt.openMark')}>
                ✔
              </span>
            </p>
            <Button variant="success" disabled={accepting} onClick={() => onAccept(receipt.barcode)}>
              {t('returns:receipt.accept')}
            </Button>
            {refund && <p className="mb-0 w-100">{t('returns:receipt.acceptRefunds', refund)}</p>}
          </div>
        )}
      </Card.Body>
    </Card>
  );
}

/** The receipt's lines to pick from; the form starts afresh whenever what is left changes. */
function PartialReturn({ barcode, onReturn, serverError }: { barcode: string; onReturn: (body: TPartialReturn) => Promise<void>; serverError: unknown }) {
  const receipt = useReceipt(barcode);
  const [register] = useDeviceRegister();
  if (receipt.isPending) return <Loader />;
  if (receipt.error) return <ErrorMessage error={receipt.error} />;
  const r = receipt.data;
  const returnedSoFar = r.lines.map((l) => l.returnedQty).join(',');
  return <ReturnPicker key={`${r.barcode}:${returnedSoFar}`} receipt={r} register={register} onReturn={onReturn} serverError={serverError} />;
}

/** The refund just given, by method, and its slip to print. */
function RefundDone({ refund }: { refund: TReturnResult }) {
  const { t } = useTranslation();
  const format = useBusinessFormat();
  const money = (n: number) => format.money(n, refund.currency);
  const byMethod = refund.refunds.map((p) => t('returns:done.methodAmount', { method: paymentMethodName(t, p.method), amount: money(p.amount) })).join(', ');
  return (
    <Message variant="success">
      <div className="d-flex flex-wrap align-items-center gap-2">
        <span className="me-auto">
          {byMethod ? t('returns:done.refundedBy', { amount: money(refund.refund), methods: byMethod }) : t('returns:done.refunded', { amount: money(refund.refund) })}
        </span>
        <Link to="/returns/slip" state={slipState(refund)} className="btn btn-sm btn-success">
          {t('returns:done.printSlip')}
        </Link>
      </div>
    </Message>
  );
}

/** Arriving from a link such as the sales history's "Return" (/returns?barcode=...) looks it up once. */
function useLinkedLookup(barcode: string, lookUp: (barcode: string) => Promise<void>) {
  const done = useRef(false);
  useEffect(() => {
    if (!barcode || done.current) return;
    done.current = true;
    void lookUp(barcode);
  }, [barcode, lookUp]);
}

const isNoAnswer = (err: unknown) => err instanceof ApiError && err.code === 'NETWORK';

function ReturnsDesk() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // The link's barcode fills the box once; searching moves to /returns without it.
  const [linkedBarcode] = useState(() => params.get('barcode')?.trim() ?? '');
  // What the box shows when the page puts it there: the link's barcode, then one read by the camera.
  const [boxTerm, setBoxTerm] = useState(linkedBarcode);
  const desk = useReturnsDesk();
  const online = useOnline();
  useLinkedLookup(linkedBarcode, desk.lookUp);
  // The receipt Accept Return was pressed for, while its confirmation is open.
  const [confirming, setConfirming] = useState<string | null>(null);
  const register = useTerminalRegister();
  const registerQuestion = useRegisterQuestion(register);

  const onSearch = async (barcode: string) => {
    navigate('/returns');
    if (barcode) await desk.lookUp(barcode);
    else desk.clear();
  };

  const onCameraCode = (barcode: string) => {
    setBoxTerm(barcode);
    void onSearch(barcode);
  };

  return (
    <Container>
      <div className="d-flex align-items-center flex-wrap gap-2 mb-3">
        <h1 className="h2 mb-0 me-auto">{t('returns:desk.title')}</h1>
        <LinkButton to="/pos" variant="outline-secondary">
          {t('returns:desk.backToPos')}
        </LinkButton>
      </div>
      <RegisterInUse register={register} />
      <RegisterQuestion register={register} question={registerQuestion} doing="refund" />
      <SearchForm idPrefix="returns-barcode" label={t('returns:desk.barcodeLabel')} placeholder={t('returns:desk.barcodePlaceholder')} term={boxTerm} onSearch={onSearch} autoFocus inputType="text" inputMode="numeric" maxWidth="480px">
        <CameraScanButton label={t('returns:desk.scan')} onCode={onCameraCode} />
      </SearchForm>
      {desk.notice && <Message variant={desk.notice.variant}>{desk.notice.text}</Message>}
      {/* A return needs the server's receipt (what was sold, what came back already): none offline. */}
      {!online || isNoAnswer(desk.error) ? <Message variant="warning">{t('returns:desk.needConnection')}</Message> : <ErrorMessage error={desk.error} />}
      {desk.lastRefund && <RefundDone refund={desk.lastRefund} />}
      {desk.result && (
        // Side by side on a wide screen: the receipt as sold, and its lines to pick from.
        <Row className="g-4">
          <Col lg={5} xl={4}>
            <ReturnReceipt receipt={desk.result} accepting={desk.accepting} onAccept={setConfirming} />
          </Col>
          {!desk.result.returned && (
            <Col lg={7} xl={8}>
              <PartialReturn barcode={desk.result.barcode} onReturn={desk.returnUnits} serverError={desk.returnError} />
            </Col>
          )}
        </Row>
      )}
      <AcceptReturnDialog
        barcode={confirming}
        busy={desk.accepting}
        onConfirm={(barcode) => void desk.acceptReturn(barcode, register.saleRegisterId).finally(() => setConfirming(null))}
        onClose={() => setConfirming(null)}
      />
    </Container>
  );
}

export function ReturnsPage() {
  return (
    <RequireRole role="user">
      <ReturnsDesk />
    </RequireRole>
  );
}

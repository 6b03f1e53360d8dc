import { useEffect, useRef, useState } from 'react';
import { Button, Card, Container, Form, InputGroup } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { RECEIPT_IMAGE_WIDTH } from '../../../domain/constants';
import { formatReceiptDate } from '../../../domain/formats';
import { MSG } from '../../../domain/messages';
import { ApiError } from '../../api/http';
import { receiptImageUrl } from '../../api/pos';
import { useAcceptReturn, useReturnSearch, type TReturnSummary } from '../../api/returns';
import { RequireRole } from '../../auth/guards';
import { LinkButton } from '../../components/LinkButton';
import { ErrorMessage, Message, type MessageVariant } from '../../components/Message';

/** How long the returns screen's notices stay (spec). */
const NOTICE_MS = 1800;

interface Notice {
  variant: MessageVariant;
  text: string;
  /** The shown receipt goes away with the notice (already returned, or none found). */
  resetResult: boolean;
}

function ReturnsDesk() {
  const navigate = useNavigate();
  const search = useReturnSearch();
  const accept = useAcceptReturn();
  const [result, setResult] = useState<TReturnSummary | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [params] = useSearchParams();
  const linkedBarcode = params.get('barcode')?.trim() ?? '';
  const { register, handleSubmit, formState } = useForm<{ barcode: string }>({ defaultValues: { barcode: linkedBarcode } });

  useEffect(() => {
    if (!notice) return;
    const t = setTimeout(() => {
      setNotice(null);
      if (notice.resetResult) setResult(null);
    }, NOTICE_MS);
    return () => clearTimeout(t);
  }, [notice]);

  const lookUp = async (barcode: string) => {
    accept.reset();
    let found;
    try {
      found = await search.mutateAsync(barcode);
    } catch {
      setResult(null);
      return;
    }
    const receipt = found.count > 0 ? found.returns[0] : null;
    setResult(receipt);
    if (!receipt) setNotice({ variant: 'info', text: MSG.noReturnReceipt, resetResult: true });
    else if (receipt.returned) setNotice({ variant: 'warning', text: MSG.receiptReturned, resetResult: true });
    else setNotice(null);
  };

  // Arriving from a link such as the sales history's "Return" (/returns?barcode=...) looks it up at once.
  const linkedLookupDone = useRef(false);
  useEffect(() => {
    if (!linkedBarcode || linkedLookupDone.current) return;
    linkedLookupDone.current = true;
    void lookUp(linkedBarcode);
    // lookUp is recreated each render; the lookup must run once per arrival only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linkedBarcode]);

  const onSubmit = handleSubmit(async ({ barcode }) => {
    const text = barcode.trim();
    navigate('/returns');
    if (!text) {
      search.reset();
      accept.reset();
      setResult(null);
      setNotice(null);
      return;
    }
    await lookUp(text);
  });

  const onAccept = async (barcode: string) => {
    try {
      await accept.mutateAsync(barcode);
    } catch (err) {
      // Someone else closed it meanwhile: say so the spec's way, then show its current state.
      if (!(err instanceof ApiError && err.status === 409)) return;
    }
    await lookUp(barcode);
  };

  const acceptError = accept.error instanceof ApiError && accept.error.status === 409 ? null : accept.error;

  return (
    <Container>
      <div className="d-flex align-items-center flex-wrap gap-2 mb-3">
        <h1 className="h2 mb-0 me-auto">Process Return Receipt</h1>
        <LinkButton to="/pos" variant="outline-secondary">
          Back to PoS
        </LinkButton>
      </div>
      <Form onSubmit={onSubmit} className="mb-3" style={{ maxWidth: 480 }}>
        <fieldset disabled={formState.isSubmitting || accept.isPending}>
          <Form.Group controlId="returns-barcode">
            <Form.Label visuallyHidden>Receipt barcode</Form.Label>
            <InputGroup>
              <Form.Control type="text" inputMode="numeric" placeholder="Enter barcode" autoComplete="off" autoFocus maxLength={64} {...register('barcode')} />
              <Button type="submit">Search</Button>
            </InputGroup>
          </Form.Group>
        </fieldset>
      </Form>
      {notice && <Message variant={notice.variant}>{notice.text}</Message>}
      <ErrorMessage error={search.error} />
      <ErrorMessage error={acceptError} />
      {result && (
        <Card className="shadow-sm" style={{ maxWidth: 420 }} aria-label="Return receipt">
          <Card.Body>
            <Card.Title as="h2" className="h5">
              {formatReceiptDate(result.createdAt)}
            </Card.Title>
            <img src={receiptImageUrl(result.qfname, { returned: result.returned })} width={RECEIPT_IMAGE_WIDTH} alt={`Receipt ${result.barcode}`} className="border d-block mb-3" />
            {result.returned ? (
              <p className="mb-0 fw-semibold">
                Items have been returned - Receipt is closed:{' '}
                <span className="text-danger fs-4" role="img" aria-label="closed">
                  ✘
                </span>
              </p>
            ) : (
              <div className="d-flex align-items-center gap-3 flex-wrap">
                <p className="mb-0 fw-semibold">
                  Items may be returned:{' '}
                  <span className="text-success fs-4" role="img" aria-label="open">
                    ✔
                  </span>
                </p>
                <Button variant="success" disabled={accept.isPending} onClick={() => void onAccept(result.barcode)}>
                  Accept Return
                </Button>
              </div>
            )}
          </Card.Body>
        </Card>
      )}
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

import { useEffect, useRef, useState } from 'react';
import { Button, Card, Container } from 'react-bootstrap';
import { useNavigate, useSearchParams } from 'react-router';
import { RECEIPT_IMAGE_WIDTH } from '../../../domain/constants';
import { receiptImageUrl } from '../../api/pos';
import type { TReturnSummary } from '../../api/returns';
import { RequireRole } from '../../auth/guards';
import { LinkButton } from '../../components/LinkButton';
import { ErrorMessage, Message } from '../../components/Message';
import { SearchForm } from '../../components/SearchForm';
import { useBusinessFormat } from '../../components/useBusinessFormat';
import { useReturnsDesk } from './useReturnsDesk';

/** The receipt found: its date and image, and whether its items may still be returned. */
function ReturnReceipt({ receipt, accepting, onAccept }: { receipt: TReturnSummary; accepting: boolean; onAccept: (barcode: string) => void }) {
  const format = useBusinessFormat();
  return (
    <Card className="shadow-sm" style={{ maxWidth: 420 }} aria-label="Return receipt">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {format.receiptDate(receipt.createdAt)}
        </Card.Title>
        <img src={receiptImageUrl(receipt.qfname, { returned: receipt.returned })} width={RECEIPT_IMAGE_WIDTH} alt={`Receipt ${receipt.barcode}`} className="border d-block mb-3" />
        {receipt.returned ? (
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
            <Button variant="success" disabled={accepting} onClick={() => onAccept(receipt.barcode)}>
              Accept Return
            </Button>
          </div>
        )}
      </Card.Body>
    </Card>
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

function ReturnsDesk() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // The link's barcode fills the box once; searching moves to /returns without it.
  const [linkedBarcode] = useState(() => params.get('barcode')?.trim() ?? '');
  const desk = useReturnsDesk();
  useLinkedLookup(linkedBarcode, desk.lookUp);

  const onSearch = async (barcode: string) => {
    navigate('/returns');
    if (barcode) await desk.lookUp(barcode);
    else desk.clear();
  };

  return (
    <Container>
      <div className="d-flex align-items-center flex-wrap gap-2 mb-3">
        <h1 className="h2 mb-0 me-auto">Process Return Receipt</h1>
        <LinkButton to="/pos" variant="outline-secondary">
          Back to PoS
        </LinkButton>
      </div>
      <SearchForm idPrefix="returns-barcode" label="Receipt barcode" placeholder="Enter barcode" term={linkedBarcode} onSearch={onSearch} autoFocus inputType="text" inputMode="numeric" maxWidth="480px" />
      {desk.notice && <Message variant={desk.notice.variant}>{desk.notice.text}</Message>}
      <ErrorMessage error={desk.error} />
      {desk.result && <ReturnReceipt receipt={desk.result} accepting={desk.accepting} onAccept={(barcode) => void desk.acceptReturn(barcode)} />}
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

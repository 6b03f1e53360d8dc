import { Button, Form, Modal } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { ErrorMessage } from '../../components/Message';

interface FinishValues {
  qrid: string;
}

/** 'Finish Sale': the total to collect, an optional receipt-wallet code, then Save. */
export function FinishSaleModal({ show, total, error, onCancel, onSave }: { show: boolean; total: string; error: unknown; onCancel: () => void; onSave: (qrid: string) => Promise<void> }) {
  const { register, handleSubmit, formState, reset } = useForm<FinishValues>({ defaultValues: { qrid: '' } });

  const onSubmit = handleSubmit(async ({ qrid }) => {
    // Scanners and people add stray spaces; a wallet code never contains any.
    await onSave(qrid.replace(/\s+/g, ''));
  });

  return (
    <Modal show={show} onHide={onCancel} onExited={() => reset({ qrid: '' })} centered aria-labelledby="finish-sale-title">
      <Form onSubmit={onSubmit}>
        <Modal.Header closeButton>
          <Modal.Title id="finish-sale-title">Finish Sale</Modal.Title>
        </Modal.Header>
        <fieldset disabled={formState.isSubmitting}>
          <Modal.Body>
            <p className="fs-4 mb-3">
              Total: <strong data-testid="finish-total">{total}</strong>
            </p>
            <Form.Group controlId="pos-qrid">
              <Form.Label>Scan QRcode option</Form.Label>
              <Form.Control type="text" autoComplete="off" maxLength={200} autoFocus placeholder="Customer's receipt wallet code (optional)" {...register('qrid')} />
            </Form.Group>
            <div className="mt-3">
              <ErrorMessage error={error} />
            </div>
          </Modal.Body>
          <Modal.Footer>
            <Button variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" variant="primary">
              Save
            </Button>
          </Modal.Footer>
        </fieldset>
      </Form>
    </Modal>
  );
}

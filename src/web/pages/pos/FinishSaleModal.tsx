import { Button, Modal } from 'react-bootstrap';
import { z } from 'zod';
import { ZCheckoutQuery } from '../../../domain/schemas/pos';
import { TextField } from '../../components/form/FormField';
import { useZodForm } from '../../components/form/useZodForm';
import { FormAlert, ZodForm } from '../../components/form/ZodForm';

/** The wallet code as the server takes it. Scanners and people add stray spaces; a wallet code never contains any. */
const ZFinishSale = z.object({ qrid: z.preprocess((v) => (typeof v === 'string' ? v.replace(/\s+/g, '') : v), ZCheckoutQuery.shape.qrid) });

/** 'Finish Sale': the total to collect, an optional receipt-wallet code, then Save. */
export function FinishSaleModal({ show, total, error, onCancel, onSave }: { show: boolean; total: string; error: unknown; onCancel: () => void; onSave: (qrid: string) => Promise<void> }) {
  const form = useZodForm<{ qrid: string }, z.output<typeof ZFinishSale>>(ZFinishSale, { defaultValues: { qrid: '' } });

  return (
    <Modal show={show} onHide={onCancel} onExited={() => form.reset({ qrid: '' })} centered aria-labelledby="finish-sale-title">
      <ZodForm form={form} idPrefix="pos" onSubmit={({ qrid }) => onSave(qrid ?? '')} serverError={error} alert={false}>
        <Modal.Header closeButton>
          <Modal.Title id="finish-sale-title">Finish Sale</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="fs-4 mb-3">
            Total: <strong data-testid="finish-total">{total}</strong>
          </p>
          <TextField name="qrid" label="Scan QRcode option" type="text" autoComplete="off" maxLength={200} autoFocus placeholder="Customer's receipt wallet code (optional)" />
          <FormAlert serverError={error} />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" variant="primary">
            Save
          </Button>
        </Modal.Footer>
      </ZodForm>
    </Modal>
  );
}

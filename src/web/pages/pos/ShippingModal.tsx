import { Button, Modal } from 'react-bootstrap';
import { z } from 'zod';
import { fromCents, toCents } from '../../../domain/money';
import { hasAtMostTwoDecimals } from '../../../domain/schemas/inventory';
import { ZCheckoutSummary } from '../../../domain/schemas/pos';
import { TextField } from '../../components/form/FormField';
import { useZodForm } from '../../components/form/useZodForm';
import { ZodForm } from '../../components/form/ZodForm';

/** Shipping as checkout takes it (0.00 or more), to the cent, since the terminal keeps cents. */
const ZShipping = ZCheckoutSummary.pick({ shipping: true }).refine((v) => hasAtMostTwoDecimals(v.shipping), { message: 'Shipping must be in cents (at most 2 decimals)', path: ['shipping'] });

/** 'Add Shipping': the shipping cost of this sale (0 or more, to the cent). */
export function ShippingModal({ show, shippingCents, onClose, onSave }: { show: boolean; shippingCents: number; onClose: () => void; onSave: (cents: number) => void }) {
  const form = useZodForm<{ shipping: string }, z.output<typeof ZShipping>>(ZShipping, { values: { shipping: fromCents(shippingCents).toFixed(2) } });

  const onSubmit = ({ shipping }: z.output<typeof ZShipping>) => {
    onSave(toCents(shipping));
    onClose();
  };

  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby="shipping-title">
      <ZodForm form={form} idPrefix="pos" onSubmit={onSubmit}>
        <Modal.Header closeButton>
          <Modal.Title id="shipping-title">Add Shipping</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <TextField name="shipping" label="Shipping Cost" type="number" min="0.00" step="0.01" autoFocus className="" />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" variant="primary">
            Save Changes
          </Button>
        </Modal.Footer>
      </ZodForm>
    </Modal>
  );
}

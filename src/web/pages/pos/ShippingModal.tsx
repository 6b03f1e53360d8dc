import { Button, Form, Modal } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { hasAtMostTwoDecimals, MAX_AMOUNT } from '../../../domain/schemas/inventory';
import { fromCents, toCents } from '../../../domain/money';

interface ShippingValues {
  shipping: number;
}

/** 'Add Shipping': the shipping cost of this sale (0 or more, to the cent). */
export function ShippingModal({ show, shippingCents, onClose, onSave }: { show: boolean; shippingCents: number; onClose: () => void; onSave: (cents: number) => void }) {
  const { register, handleSubmit, formState } = useForm<ShippingValues>({ values: { shipping: fromCents(shippingCents) } });
  const error = formState.errors.shipping?.message;

  const onSubmit = handleSubmit(({ shipping }) => {
    onSave(toCents(shipping));
    onClose();
  });

  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby="shipping-title">
      <Form onSubmit={onSubmit} noValidate>
        <Modal.Header closeButton>
          <Modal.Title id="shipping-title">Add Shipping</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Form.Group controlId="pos-shipping">
            <Form.Label>Shipping Cost</Form.Label>
            <Form.Control
              type="number"
              min="0.00"
              step="0.01"
              autoFocus
              isInvalid={!!error}
              {...register('shipping', {
                valueAsNumber: true,
                validate: (v) => (Number.isFinite(v) && v >= 0 && v <= MAX_AMOUNT && hasAtMostTwoDecimals(v)) || 'Shipping must be 0.00 or more, in cents',
              })}
            />
            <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" variant="primary">
            Save Changes
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}

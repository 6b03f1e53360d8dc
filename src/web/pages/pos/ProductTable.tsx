import { Button, Form, Table } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { MAX_DISCOUNT_PCT } from '../../../domain/constants';
import { formatMoney } from '../../../domain/money';
import type { TPosProduct } from '../../api/pos';

interface RowValues {
  saleqty: number;
  disc: number;
}

/**
 * One product with its own small form: a row cannot hold a <form>, so the inputs in the Select
 * and Disc cells join the form in the Select cell through their `form` attribute.
 */
function ProductRow({ product, currency, onAdd }: { product: TPosProduct; currency: string; onAdd: (p: TPosProduct, saleqty: number, disc: number) => void }) {
  const formId = `pos-add-${product._id}`;
  const { register, handleSubmit, reset, formState } = useForm<RowValues>({ defaultValues: { saleqty: 1, disc: 0 } });
  const name = `${product.manufacturer} ${product.subname}`;
  const qtyError = formState.errors.saleqty?.message;
  const discError = formState.errors.disc?.message;

  const onSubmit = handleSubmit(({ saleqty, disc }) => {
    onAdd(product, saleqty, disc);
    reset({ saleqty: 1, disc: 0 });
  });

  return (
    <tr>
      <td>{product.manufacturer}</td>
      <td>{product.subname}</td>
      <td>{product.qty}</td>
      <td>{formatMoney(product.price, currency)}</td>
      <td>
        <form id={formId} onSubmit={onSubmit} className="d-flex gap-2 align-items-start" noValidate>
          <Form.Group controlId={`${formId}-qty`}>
            <Form.Label visuallyHidden>{`Quantity of ${name}`}</Form.Label>
            <Form.Control
              type="number"
              size="sm"
              min={1}
              max={product.qty}
              step={1}
              style={{ width: '5.5rem' }}
              isInvalid={!!qtyError}
              {...register('saleqty', {
                valueAsNumber: true,
                validate: (v) => (Number.isInteger(v) && v >= 1 && v <= product.qty) || `1 to ${product.qty}`,
              })}
            />
            <Form.Control.Feedback type="invalid">{qtyError}</Form.Control.Feedback>
          </Form.Group>
          <Button type="submit" size="sm" variant="success" aria-label={`Add ${name}`} title="Add to receipt">
            Add
          </Button>
        </form>
      </td>
      <td>
        <Form.Group controlId={`${formId}-disc`}>
          <Form.Label visuallyHidden>{`Discount % on ${name}`}</Form.Label>
          <Form.Control
            form={formId}
            type="number"
            size="sm"
            min={0}
            max={MAX_DISCOUNT_PCT}
            step={1}
            style={{ width: '5rem' }}
            isInvalid={!!discError}
            {...register('disc', {
              valueAsNumber: true,
              validate: (v) => (Number.isInteger(v) && v >= 0 && v <= MAX_DISCOUNT_PCT) || `0 to ${MAX_DISCOUNT_PCT}`,
            })}
          />
          <Form.Control.Feedback type="invalid">{discError}</Form.Control.Feedback>
        </Form.Group>
      </td>
    </tr>
  );
}

export function ProductTable({ products, currency, onAdd }: { products: TPosProduct[]; currency: string; onAdd: (p: TPosProduct, saleqty: number, disc: number) => void }) {
  return (
    <Table striped bordered hover responsive size="sm" className="align-middle">
      <thead>
        <tr>
          <th>Mfg</th>
          <th>Name</th>
          <th>Qty</th>
          <th>Price</th>
          <th>Select</th>
          <th>Disc</th>
        </tr>
      </thead>
      <tbody>
        {products.map((p) => (
          <ProductRow key={p._id} product={p} currency={currency} onAdd={onAdd} />
        ))}
      </tbody>
    </Table>
  );
}

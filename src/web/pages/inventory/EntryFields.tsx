import { Col, Form, Row } from 'react-bootstrap';
import type { UseFormRegister } from 'react-hook-form';
import { useAllItems } from '../../api/items';
import { useAllManufacturers } from '../../api/manufacturers';

export type EntryValues = Record<'upc' | 'manufacturer' | 'subname' | 'item' | 'qty' | 'lowinventory' | 'cost' | 'price', string>;

export const EMPTY_ENTRY: EntryValues = { upc: '', manufacturer: '', subname: '', item: '', qty: '', lowinventory: '', cost: '', price: '' };

/** A select of listed names; a current value missing from the list still shows rather than vanish. */
function NameSelect({ id, label, names, current, field, register }: { id: string; label: string; names: string[]; current?: string; field: 'item' | 'manufacturer'; register: UseFormRegister<EntryValues> }) {
  const options = current && !names.includes(current) ? [current, ...names] : names;
  return (
    <Form.Group as={Col} md={6} controlId={id} className="mb-3">
      <Form.Label>{label}</Form.Label>
      <Form.Select {...register(field)}>
        <option value="">Select {label.toLowerCase()}...</option>
        {options.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}

/**
 * The entry's fields, shared by Add and Edit. Inputs carry the spec's min and step; the checks
 * themselves run on submit with the shared schema so the spec's messages show.
 */
export function EntryFields({ register, qtyLabel, qtyHelp, current, qtyMin }: { register: UseFormRegister<EntryValues>; qtyLabel: string; qtyHelp?: string; current?: { item: string; manufacturer: string }; qtyMin?: number }) {
  const items = useAllItems();
  const manufacturers = useAllManufacturers();
  return (
    <>
      <Row>
        <Form.Group as={Col} md={6} controlId="entry-upc" className="mb-3">
          <Form.Label>UPC</Form.Label>
          <Form.Control type="text" autoComplete="off" maxLength={64} {...register('upc')} />
        </Form.Group>
        <Form.Group as={Col} md={6} controlId="entry-subname" className="mb-3">
          <Form.Label>Subname</Form.Label>
          <Form.Control type="text" autoComplete="off" maxLength={100} {...register('subname')} />
        </Form.Group>
      </Row>
      <Row>
        <NameSelect id="entry-item" label="Item" field="item" names={(items.data ?? []).map((i) => i.item)} current={current?.item} register={register} />
        <NameSelect id="entry-manufacturer" label="Manufacturer" field="manufacturer" names={(manufacturers.data ?? []).map((m) => m.manufacturer)} current={current?.manufacturer} register={register} />
      </Row>
      <Row>
        <Form.Group as={Col} md={6} controlId="entry-qty" className="mb-3">
          <Form.Label>{qtyLabel}</Form.Label>
          <Form.Control type="number" inputMode="numeric" min={qtyMin} step={1} {...register('qty')} />
          {qtyHelp && <Form.Text>{qtyHelp}</Form.Text>}
        </Form.Group>
        <Form.Group as={Col} md={6} controlId="entry-lowinventory" className="mb-3">
          <Form.Label>Low Inventory Level</Form.Label>
          <Form.Control type="number" inputMode="numeric" min={0} step={1} {...register('lowinventory')} />
        </Form.Group>
      </Row>
      <Row>
        <Form.Group as={Col} md={6} controlId="entry-cost" className="mb-3">
          <Form.Label>Cost</Form.Label>
          <Form.Control type="number" inputMode="decimal" min={0.01} step={0.01} {...register('cost')} />
        </Form.Group>
        <Form.Group as={Col} md={6} controlId="entry-price" className="mb-3">
          <Form.Label>Price</Form.Label>
          <Form.Control type="number" inputMode="decimal" min={0.01} step={0.01} {...register('price')} />
        </Form.Group>
      </Row>
    </>
  );
}

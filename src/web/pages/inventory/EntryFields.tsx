import { useAllItems } from '../../api/items';
import { useAllManufacturers } from '../../api/manufacturers';
import { AmountField } from '../../components/form/AmountField';
import { SelectField, TextField } from '../../components/form/FormField';
import { UpcField } from './UpcField';

export type EntryValues = Record<'upc' | 'manufacturer' | 'subname' | 'item' | 'qty' | 'lowinventory' | 'cost' | 'price', string>;

export const EMPTY_ENTRY: EntryValues = { upc: '', manufacturer: '', subname: '', item: '', qty: '', lowinventory: '', cost: '', price: '' };

const HALF = 'col-md-6 mb-3';

/** A select of listed names; a current value missing from the list still shows rather than vanish. */
function NameSelect({ name, label, names, current }: { name: 'item' | 'manufacturer'; label: string; names: string[]; current?: string }) {
  const options = current && !names.includes(current) ? [current, ...names] : names;
  return (
    <SelectField name={name} label={label} className={HALF}>
      <option value="">Select {label.toLowerCase()}...</option>
      {options.map((n) => (
        <option key={n} value={n}>
          {n}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * The entry's fields, shared by Add and Edit (ids entry-upc, ...). Inputs carry the spec's min and
 * step; the checks themselves run on submit with the shared schema, so the spec's messages show.
 */
export function EntryFields({
  qtyLabel,
  qtyHint,
  current,
  qtyMin,
  canGenerateUpc,
}: {
  qtyLabel: string;
  qtyHint?: string;
  current?: { item: string; manufacturer: string };
  qtyMin?: number;
  /** The add screen, for admins: a Generate button makes an in-store barcode. */
  canGenerateUpc?: boolean;
}) {
  const items = useAllItems();
  const manufacturers = useAllManufacturers();
  return (
    <div className="row">
      <UpcField className={HALF} canGenerate={canGenerateUpc} />
      <TextField name="subname" label="Subname" type="text" autoComplete="off" maxLength={100} className={HALF} />
      <NameSelect name="item" label="Item" names={(items.data ?? []).map((i) => i.item)} current={current?.item} />
      <NameSelect name="manufacturer" label="Manufacturer" names={(manufacturers.data ?? []).map((m) => m.manufacturer)} current={current?.manufacturer} />
      <TextField name="qty" label={qtyLabel} hint={qtyHint} type="number" inputMode="numeric" min={qtyMin} step={1} className={HALF} />
      <TextField name="lowinventory" label="Low Inventory Level" type="number" inputMode="numeric" min={0} step={1} className={HALF} />
      {/* Amounts in the shop's decimal mark (AmountField); the schema checks them on submit. */}
      <AmountField name="cost" label="Cost" className={HALF} />
      <AmountField name="price" label="Price" className={HALF} />
    </div>
  );
}

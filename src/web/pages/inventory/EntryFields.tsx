import { AmountField } from '../../components/form/AmountField';
import { TextField } from '../../components/form/FormField';
import { ENTRY_LABELS } from './entry-form';
import { NameCombobox } from './NameCombobox';
import { UpcField } from './UpcField';

export type EntryValues = Record<'upc' | 'manufacturer' | 'subname' | 'item' | 'qty' | 'lowinventory' | 'cost' | 'price', string>;

export const EMPTY_ENTRY: EntryValues = { upc: '', manufacturer: '', subname: '', item: '', qty: '', lowinventory: '', cost: '', price: '' };

const HALF = 'col-md-6 mb-3';

/**
 * The entry's fields, shared by Add and Edit (ids entry-upc, ...), labelled in a shop owner's words.
 * Inputs carry the spec's min and step; the checks themselves run on submit, so every problem
 * shows at once beside its field.
 */
export function EntryFields({
  qtyLabel = ENTRY_LABELS.qty,
  qtyHint,
  qtyMin,
  names,
  canCreateNames,
  canGenerateUpc,
}: {
  qtyLabel?: string;
  qtyHint?: string;
  qtyMin?: number;
  /** The business's categories and manufacturers to pick from. */
  names: { items: readonly string[]; manufacturers: readonly string[] };
  /** Admins may create a category or manufacturer from the form. */
  canCreateNames: boolean;
  /** The add screen, for admins: a Generate button makes an in-store barcode. */
  canGenerateUpc?: boolean;
}) {
  return (
    <div className="row">
      <UpcField className={HALF} canGenerate={canGenerateUpc} />
      <TextField name="subname" label={ENTRY_LABELS.subname} type="text" autoComplete="off" maxLength={100} className={HALF} />
      <NameCombobox name="item" label={ENTRY_LABELS.item} names={names.items} canCreate={canCreateNames} className={HALF} />
      <NameCombobox name="manufacturer" label={ENTRY_LABELS.manufacturer} names={names.manufacturers} canCreate={canCreateNames} className={HALF} />
      <TextField name="qty" label={qtyLabel} hint={qtyHint} type="number" inputMode="numeric" min={qtyMin} step={1} className={HALF} />
      <TextField name="lowinventory" label={ENTRY_LABELS.lowinventory} hint="A warning shows when stock falls to this." type="number" inputMode="numeric" min={0} step={1} className={HALF} />
      {/* Amounts in the shop's decimal mark (AmountField); the schema checks them on submit. */}
      <AmountField name="cost" label={ENTRY_LABELS.cost} className={HALF} />
      <AmountField name="price" label={ENTRY_LABELS.price} className={HALF} />
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { AmountField } from '../../components/form/AmountField';
import { CountField } from '../../components/form/CountField';
import { TextField } from '../../components/form/FormField';
import { useRefuseLongPaste } from '../../components/form/paste-limit';
import { NameCombobox } from './NameCombobox';
import { UpcField } from './UpcField';

export type EntryValues = Record<'upc' | 'manufacturer' | 'subname' | 'item' | 'qty' | 'lowinventory' | 'cost' | 'price', string>;

export const EMPTY_ENTRY: EntryValues = { upc: '', manufacturer: '', subname: '', item: '', qty: '', lowinventory: '', cost: '', price: '' };

const HALF = 'col-md-6 mb-3';
/** A product name's longest, as the shared schema allows: the field stops there. */
const MAX_SUBNAME = 100;

/**
 * The entry's fields, shared by Add and Edit (ids entry-upc, ...), labelled in a shop owner's words.
 * The checks run on submit, so every problem shows at once beside its field. `qtyMin` below 0 (or
 * none) lets the quantity be a correction downwards.
 */
export function EntryFields({
  qtyLabel,
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
  const { t } = useTranslation();
  const refuseLongName = useRefuseLongPaste('subname', MAX_SUBNAME);
  return (
    <div className="row">
      <UpcField className={HALF} canGenerate={canGenerateUpc} />
      <TextField name="subname" label={t('inventory:fields.subname')} type="text" autoComplete="off" maxLength={MAX_SUBNAME} onPaste={refuseLongName} className={HALF} />
      <NameCombobox name="item" label={t('inventory:fields.item')} names={names.items} canCreate={canCreateNames} className={HALF} />
      <NameCombobox name="manufacturer" label={t('inventory:fields.manufacturer')} names={names.manufacturers} canCreate={canCreateNames} className={HALF} />
      {/* Numbers are read by the shared rule (NumberField), never by the browser's number input; the schema checks them on submit. */}
      <CountField name="qty" label={qtyLabel ?? t('inventory:fields.qty')} hint={qtyHint} signed={qtyMin === undefined || qtyMin < 0} min={qtyMin} className={HALF} />
      <CountField name="lowinventory" label={t('inventory:fields.lowinventory')} hint={t('inventory:fields.lowinventoryHint')} min={0} className={HALF} />
      <AmountField name="cost" label={t('inventory:fields.cost')} className={HALF} />
      <AmountField name="price" label={t('inventory:fields.price')} className={HALF} />
    </div>
  );
}

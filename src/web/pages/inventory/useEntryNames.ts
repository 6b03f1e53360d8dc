import { useAddItem, useAllItems } from '../../api/items';
import { useAddManufacturer, useAllManufacturers } from '../../api/manufacturers';
import { i18n } from '../../i18n';
import { resolveName } from './name-choice';

export interface EntryNames {
  item: string;
  manufacturer: string;
}

/** A name the entry needs that is not on the lists and that this user may not create. */
export class UnlistedNameError extends Error {
  constructor(readonly field: keyof EntryNames) {
    super(field === 'item' ? i18n.t('inventory:names.unlistedItem') : i18n.t('inventory:names.unlistedManufacturer'));
    this.name = 'UnlistedNameError';
  }
}

/**
 * The lists the entry form picks from, and `settle`, which an entry's save runs first: a category or
 * manufacturer typed that is not on its list is created (an admin's right), and one typed in
 * another case is saved in the list's own spelling.
 */
export function useEntryNames(canCreate: boolean) {
  const items = useAllItems();
  const manufacturers = useAllManufacturers();
  const addItem = useAddItem();
  const addManufacturer = useAddManufacturer();
  const itemNames = (items.data ?? []).map((i) => i.item);
  const manufacturerNames = (manufacturers.data ?? []).map((m) => m.manufacturer);

  const settle = async (entry: EntryNames): Promise<EntryNames> => {
    const item = resolveName(itemNames, entry.item);
    const manufacturer = resolveName(manufacturerNames, entry.manufacturer);
    if (!canCreate && item.isNew) throw new UnlistedNameError('item');
    if (!canCreate && manufacturer.isNew) throw new UnlistedNameError('manufacturer');
    if (item.isNew) await addItem.mutateAsync(item.name);
    if (manufacturer.isNew) await addManufacturer.mutateAsync(manufacturer.name);
    return { item: item.name, manufacturer: manufacturer.name };
  };

  /** What saving will create, for the confirmation to say. */
  const newNames = (entry: EntryNames) => ({
    item: resolveName(itemNames, entry.item).isNew,
    manufacturer: resolveName(manufacturerNames, entry.manufacturer).isNew,
  });

  return { itemNames, manufacturerNames, settle, newNames, creating: addItem.isPending || addManufacturer.isPending };
}

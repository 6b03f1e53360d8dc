/**
 * What a category or manufacturer box offers for what has been typed: the listed names that
 * contain it, and, when none is that very name, a way to create it. Names are compared without
 * regard to case or surrounding spaces, as the server does when it refuses a duplicate.
 */
import { i18n } from '../../i18n';

/** One line of the box's list. */
export type NameOption = { kind: 'existing'; name: string } | { kind: 'create'; name: string };

/** How many listed names the box shows at once; typing narrows a longer list. */
export const MAX_SHOWN = 8;

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** The listed name that `typed` is (in the list's own spelling), if any. */
export function listedName(names: readonly string[], typed: string): string | undefined {
  return names.find((n) => sameName(n, typed));
}

/** The options for `typed`: matching names first by where the match starts, then "Create" for a new name when allowed. */
export function optionsFor(names: readonly string[], typed: string, canCreate: boolean): NameOption[] {
  const wanted = typed.trim().toLocaleLowerCase();
  const matches = names
    .map((name) => ({ name, at: name.toLocaleLowerCase().indexOf(wanted) }))
    .filter((m) => m.at >= 0)
    .sort((a, b) => a.at - b.at || a.name.localeCompare(b.name))
    .slice(0, MAX_SHOWN)
    .map((m): NameOption => ({ kind: 'existing', name: m.name }));
  const isNew = wanted !== '' && listedName(names, typed) === undefined;
  return isNew && canCreate ? [...matches, { kind: 'create', name: typed.trim() }] : matches;
}

/** What saving the form will do with the box's value: use a listed name, or create this one first. */
export function resolveName(names: readonly string[], typed: string): { name: string; isNew: boolean } {
  const listed = listedName(names, typed);
  return listed === undefined ? { name: typed.trim(), isNew: true } : { name: listed, isNew: false };
}

/** The text of an option as it shows in the list. */
export function optionText(option: NameOption): string {
  return option.kind === 'create' ? i18n.t('inventory:names.create', { name: option.name }) : option.name;
}

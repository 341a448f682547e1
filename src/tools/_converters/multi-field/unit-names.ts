import { findToolBySlug } from '../../../../shared/catalogue/index.ts';
import type { LocalizedMessages } from '../../../i18n/index.ts';
import type { CombinedField, FieldMessages, MultiFieldDefinition } from './multi-field.ts';

/** The shown names of a converter's groups and units, by id. */
export type UnitNames = {
  groups: Readonly<Record<string, string>>;
  units: Readonly<Record<string, { label: string; short: string }>>;
};

/** A converter screen's own words: its unit names and its definitions (the catalogue formula). */
export type ConverterWords = { names: UnitNames; formula: string };

/**
 * A converter's words in every language: English from its definition and catalogue entry (so the
 * two cannot drift), the others given. ne-messages.test.ts checks they name every unit.
 */
export function converterMessages(
  definition: MultiFieldDefinition,
  slug: string,
  ne: ConverterWords,
): LocalizedMessages<ConverterWords> {
  return {
    en: { names: unitNamesOf(definition), formula: findToolBySlug(slug)?.tool.formula ?? '' },
    ne,
  };
}

/** The names a definition carries (its English), the shape every translation follows. */
export function unitNamesOf(definition: MultiFieldDefinition): UnitNames {
  return {
    groups: Object.fromEntries(definition.groups.map((group) => [group.id, group.label])),
    units: Object.fromEntries(
      definition.units.map((unit) => [unit.id, { label: unit.label, short: unit.short }]),
    ),
  };
}

/**
 * The same converter with its names, messages and written-form fields in another language; the
 * factors and ids stay, so conversions are the same in every language.
 */
export function localizeDefinition(
  definition: MultiFieldDefinition,
  names: UnitNames,
  messages: FieldMessages,
  combined: readonly CombinedField[] | undefined = definition.combined,
): MultiFieldDefinition {
  return {
    ...definition,
    groups: definition.groups.map((group) => ({
      ...group,
      label: names.groups[group.id] ?? group.label,
    })),
    units: definition.units.map((unit) => ({ ...unit, ...names.units[unit.id] })),
    combined,
    messages,
  };
}

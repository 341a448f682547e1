import { formatTrimmed, parseNumber } from '../../../../shared/number-text.ts';
import { multiFieldMessages } from './messages.ts';

/** One field of a Nepali converter: a unit with its factor to the base unit and its decimals. */
export interface FieldUnit {
  id: string;
  label: string;
  /** A short name used in copied text and announcements ('sq ft'). */
  short: string;
  /** Base units in one of this unit. */
  factor: number;
  decimals: number;
  group: string;
}

/**
 * A field that holds an amount written in several units at once (land's '2-5-3-1'). It reads
 * and writes amounts in the base unit and updates with the plain fields.
 */
export interface CombinedField {
  id: string;
  label: string;
  /** An example of the form, shown under the field. */
  hint: string;
  read: (text: string) => { ok: true; base: number } | { ok: false; message: string };
  write: (base: number) => string;
}

/** The words of a field that cannot be converted. */
export interface FieldMessages {
  notANumber: string;
  negative: string;
}

export interface MultiFieldDefinition {
  /** The field messages in the shown language; English when absent. */
  messages?: FieldMessages;
  /** For the guide card: 'square foot', 'millimetre'... */
  baseUnit: string;
  /** Fields for combined forms, shown above the plain units. */
  combined?: readonly CombinedField[];
  groups: readonly { id: string; label: string }[];
  units: readonly FieldUnit[];
  /** The units read out to screen readers after an edit, besides the edited one. */
  announce: readonly string[];
}

export type FieldTexts = Readonly<Record<string, string>>;

export interface EditOutcome {
  texts: FieldTexts;
  /** A field whose text could not be converted, and why. */
  problem?: { id: string; message: string };
}

const ENGLISH_FIELD_MESSAGES: FieldMessages = multiFieldMessages.en.field;
export const NOT_A_NUMBER_MESSAGE = ENGLISH_FIELD_MESSAGES.notANumber;
export const NEGATIVE_MESSAGE = ENGLISH_FIELD_MESSAGES.negative;

export function emptyTexts(definition: MultiFieldDefinition): FieldTexts {
  const ids = [...(definition.combined ?? []), ...definition.units].map((field) => field.id);
  return Object.fromEntries(ids.map((id) => [id, '']));
}

/** Every field but `exceptId` showing an amount given in base units. */
function textsFromBase(
  definition: MultiFieldDefinition,
  base: number,
  exceptId: string,
  texts: Record<string, string>,
): Record<string, string> {
  for (const unit of definition.units) {
    if (unit.id !== exceptId) texts[unit.id] = formatTrimmed(base / unit.factor, unit.decimals);
  }
  for (const field of definition.combined ?? []) {
    if (field.id !== exceptId) texts[field.id] = field.write(base);
  }
  return texts;
}

/** The value of `amount` of one unit in another, as the field shows it. */
export function convertField(
  definition: MultiFieldDefinition,
  amount: number,
  fromId: string,
  toId: string,
): string {
  const from = definition.units.find((unit) => unit.id === fromId);
  const to = definition.units.find((unit) => unit.id === toId);
  if (!from || !to) throw new Error(`Unknown unit ${from ? toId : fromId}`);
  return formatTrimmed((amount * from.factor) / to.factor, to.decimals);
}

/**
 * Editing one field recalculates every other field (docs/product.md#converter-behaviour). Clearing
 * a field clears all; text that is not a number is kept as typed and changes nothing else; negative
 * results are not written into the other fields.
 */
export function applyEdit(
  definition: MultiFieldDefinition,
  texts: FieldTexts,
  id: string,
  text: string,
): EditOutcome {
  if (text.trim() === '') return { texts: emptyTexts(definition) };
  const combined = definition.combined?.find((field) => field.id === id);
  if (combined) {
    const reading = combined.read(text);
    if (!reading.ok) {
      return { texts: { ...texts, [id]: text }, problem: { id, message: reading.message } };
    }
    return { texts: textsFromBase(definition, reading.base, id, { ...texts, [id]: text }) };
  }
  const amount = parseNumber(text);
  if (amount === null || amount < 0) {
    const messages = definition.messages ?? ENGLISH_FIELD_MESSAGES;
    const message = amount === null ? messages.notANumber : messages.negative;
    return { texts: { ...texts, [id]: text }, problem: { id, message } };
  }
  const next: Record<string, string> = { ...texts, [id]: text };
  for (const unit of definition.units) {
    if (unit.id === id) continue;
    next[unit.id] = convertField(definition, amount, id, unit.id);
  }
  const factor = definition.units.find((unit) => unit.id === id)?.factor ?? NaN;
  for (const field of definition.combined ?? []) next[field.id] = field.write(amount * factor);
  return { texts: next };
}

/** The fields that hold a number, as lines of text, for Copy. */
export function copyLines(definition: MultiFieldDefinition, texts: FieldTexts): string {
  const combined = (definition.combined ?? [])
    .filter((field) => field.read(texts[field.id] ?? '').ok)
    .map((field) => `${field.label}: ${texts[field.id]}`);
  const plain = definition.units
    .filter((unit) => parseNumber(texts[unit.id] ?? '') !== null)
    .map((unit) => `${unit.label}: ${texts[unit.id]}`);
  return [...combined, ...plain].join('\n');
}

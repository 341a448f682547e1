import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useMessages } from '../../i18n/index.ts';
import type { DateField, DateFields } from './date-form.ts';
import { dateMessages } from './messages.ts';

export interface DateFormCardProps {
  idPrefix: string;
  title: string;
  calendar: 'BS' | 'AD';
  fields: DateFields;
  onChange: (fields: DateFields) => void;
  onConvert: () => void;
  convertLabel: string;
  /** The day names filled by a conversion. */
  dayName: string;
  dayLabel: ReactNode;
  monthHint?: ReactNode;
  /** The language of the day name ('ne' for the Nepali form). */
  dayLang?: string;
  error?: { field?: DateField; message: string };
  children?: ReactNode;
}

/** One of the two forms of the date converter: year, month and day, and its convert action. */
export function DateFormCard({
  idPrefix,
  title,
  calendar,
  fields,
  onChange,
  onConvert,
  convertLabel,
  dayName,
  dayLabel,
  monthHint,
  dayLang,
  error,
  children,
}: DateFormCardProps) {
  const text = useMessages(dateMessages);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConvert();
  };
  const dayRange = text.dayRange(calendar === 'BS' ? '32' : '31');
  const errorFor = (field: DateField) => (error?.field === field ? error.message : undefined);
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${idPrefix}-title`}
      className="rounded-card border border-line p-4 sm:p-5"
    >
      <h2 id={`${idPrefix}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="mt-3 grid grid-cols-3 gap-3">
        <Field label={text.year(calendar)} id={`${idPrefix}-year`} error={errorFor('year')}>
          <Input
            inputMode="numeric"
            autoComplete="off"
            value={fields.year}
            onChange={(event) => onChange({ ...fields, year: event.target.value })}
          />
        </Field>
        <Field
          label={text.month}
          id={`${idPrefix}-month`}
          hint={monthHint ?? text.monthRange}
          error={errorFor('month')}
        >
          <Input
            inputMode="numeric"
            autoComplete="off"
            value={fields.month}
            onChange={(event) => onChange({ ...fields, month: event.target.value })}
          />
        </Field>
        <Field label={text.day} id={`${idPrefix}-day`} hint={dayRange} error={errorFor('day')}>
          <Input
            inputMode="numeric"
            autoComplete="off"
            value={fields.day}
            onChange={(event) => onChange({ ...fields, day: event.target.value })}
          />
        </Field>
      </div>
      {error && !error.field && (
        <p className="mt-2 text-sm font-medium text-danger" role="alert">
          {error.message}
        </p>
      )}
      <Field label={dayLabel} id={`${idPrefix}-dayname`} className="mt-3">
        <Input
          readOnly
          value={dayName}
          placeholder={text.filledWhenConverted}
          className={dayLang === 'ne' ? 'font-nepali' : undefined}
        />
      </Field>
      {children}
      <Button type="submit" className="mt-4 w-full sm:w-auto">
        {convertLabel}
      </Button>
    </form>
  );
}

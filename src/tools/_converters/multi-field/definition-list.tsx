import { useMessages } from '../../../i18n/index.ts';
import { useDevanagariDigits } from '../digits/use-devanagari-digits.ts';
import { multiFieldMessages } from './messages.ts';

/** The converter's definitions (its catalogue formula) as a list, one definition per line. */
export function DefinitionList({ formula }: { formula: string | undefined }) {
  const text = useMessages(multiFieldMessages);
  const { digits } = useDevanagariDigits();
  const definitions = (formula ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);
  return (
    <>
      <p>{text.definitionsIntro}</p>
      <ul className="list-disc space-y-0.5 pl-5">
        {definitions.map((definition) => (
          <li key={definition}>{digits(definition)}</li>
        ))}
      </ul>
      <p>{text.definitionsOutro}</p>
    </>
  );
}

import { CONSONANTS, MARKS, VOWELS, type SchemeEntry } from './scheme.ts';
import { useMessages } from '../../i18n/index.ts';
import { typingMessages } from './messages.ts';

function SchemeTable({ caption, entries }: { caption: string; entries: readonly SchemeEntry[] }) {
  const text = useMessages(typingMessages);
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-1 text-left font-semibold text-ink">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className="font-medium">
            {text.type}
          </th>
          <th scope="col" className="font-medium">
            {text.get}
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.latin} className="border-t border-line">
            <td className="py-0.5 font-mono">
              {[entry.latin, ...(entry.alternatives ?? [])].join(', ')}
            </td>
            <td lang="ne" className="py-0.5 text-base">
              {entry.devanagari}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The scheme as the page documents it, printed from the same data the typing field uses. */
export function SchemeTables() {
  const text = useMessages(typingMessages);
  const vowels = VOWELS.map((vowel) => ({
    ...vowel,
    devanagari: vowel.sign ? `${vowel.devanagari}  क${vowel.sign}` : `${vowel.devanagari}  क`,
  }));
  return (
    <div className="space-y-4">
      <SchemeTable caption={text.vowels} entries={vowels} />
      <SchemeTable caption={text.consonants} entries={CONSONANTS} />
      <SchemeTable caption={text.marks} entries={MARKS} />
    </div>
  );
}

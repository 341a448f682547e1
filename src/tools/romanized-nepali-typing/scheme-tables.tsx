import { CONSONANTS, MARKS, VOWELS, type SchemeEntry } from './scheme.ts';

function SchemeTable({ caption, entries }: { caption: string; entries: readonly SchemeEntry[] }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-1 text-left font-semibold text-ink">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className="font-medium">
            Type
          </th>
          <th scope="col" className="font-medium">
            Get
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
  const vowels = VOWELS.map((vowel) => ({
    ...vowel,
    devanagari: vowel.sign ? `${vowel.devanagari}  क${vowel.sign}` : `${vowel.devanagari}  क`,
  }));
  return (
    <div className="space-y-4">
      <SchemeTable caption="Vowels (alone, and after क)" entries={vowels} />
      <SchemeTable caption="Consonants" entries={CONSONANTS} />
      <SchemeTable caption="Marks" entries={MARKS} />
    </div>
  );
}

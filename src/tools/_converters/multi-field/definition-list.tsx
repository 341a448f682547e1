/** The converter's definitions (its catalogue formula) as a list, one definition per line. */
export function DefinitionList({ formula }: { formula: string | undefined }) {
  const definitions = (formula ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);
  return (
    <>
      <p>Type in any field and the others follow. The definitions used:</p>
      <ul className="list-disc space-y-0.5 pl-5">
        {definitions.map((definition) => (
          <li key={definition}>{definition}</li>
        ))}
      </ul>
      <p>Clearing a field clears them all. Negative amounts are not converted.</p>
    </>
  );
}

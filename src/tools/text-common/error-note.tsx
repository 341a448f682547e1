/** A message about bad input, next to the result it concerns; read out once when it appears. */
export function ErrorNote({ message }: { message: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-lg border border-danger bg-danger-soft px-3 py-2 text-sm font-medium text-danger"
    >
      {message}
    </p>
  );
}

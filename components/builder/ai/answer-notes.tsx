/** What an AI tool says about its answer (its notes' codes, each translated by `translate`), as a small list. */
export function AnswerNotes<Note extends string>({
  notes,
  translate,
  testId,
}: {
  notes: readonly Note[];
  translate: (note: Note) => string;
  testId?: string;
}) {
  if (notes.length === 0) return null;
  return (
    <ul className="space-y-1 rounded-md bg-muted p-2 text-xs text-muted-foreground" data-testid={testId}>
      {notes.map((note) => (
        <li key={note}>{translate(note)}</li>
      ))}
    </ul>
  );
}

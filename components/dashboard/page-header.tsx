/** The title and the line under it at the top of a dashboard page. */
export function PageHeader({ title, description }: { title: string; description: string }) {
  return (
    <header className="grid gap-1">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="text-sm text-muted-foreground">{description}</p>
    </header>
  );
}

/**
 * Handlers for a control whose press opens code loaded on demand: pointing at it, touching it or focusing it
 * starts loading it, so that it is usually there by the press. A failure is left to the press, whose render
 * shows it.
 */
export function loadOnApproach(load: () => Promise<unknown>) {
  const start = () => void load().catch(() => undefined);
  return { onPointerEnter: start, onPointerDown: start, onFocus: start };
}

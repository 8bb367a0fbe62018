import type { LevelVariant } from "../types";

const steps = [1, 2, 3, 4, 5];

/** A 0-5 level drawn as dots, a bar, segments or squares (the look is the template's); 0 draws nothing. */
export function Level({ value, variant }: { value: number; variant: LevelVariant }) {
  if (variant === "text" || value <= 0) return null;
  const level = Math.min(5, Math.round(value));
  return (
    <span className={`vr-level vr-level--${variant}`} role="img" aria-label={`${level} / 5`} data-level={level}>
      {steps.map((step) => (
        <span key={step} className={step <= level ? "vr-level-step is-on" : "vr-level-step"} />
      ))}
    </span>
  );
}

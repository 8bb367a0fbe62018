/*
 * The resume's own line icons (24x24, stroked with currentColor). They are plain SVG, not an icon
 * library component, so that the print path renders them without any client code. Names follow
 * the builder's icon catalogue where it has one; unknown names fall back to the section's icon.
 */

type Shape =
  | { d: string }
  | { cx: number; cy: number; r: number }
  | { x: number; y: number; width: number; height: number; rx?: number };

const shapes: Record<string, Shape[]> = {
  mail: [{ x: 2, y: 4, width: 20, height: 16, rx: 2 }, { d: "m22 7-10 6L2 7" }],
  phone: [
    { d: "M5 3h3.5l2 5-2.5 1.6a11 11 0 0 0 5.4 5.4L15 12.5l5 2V18a2 2 0 0 1-2 2A15 15 0 0 1 3 5a2 2 0 0 1 2-2z" },
  ],
  "map-pin": [{ d: "M12 22s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12z" }, { cx: 12, cy: 10, r: 2.5 }],
  globe: [{ cx: 12, cy: 12, r: 10 }, { d: "M2 12h20" }, { d: "M12 2a15 15 0 0 1 0 20 15 15 0 0 1 0-20z" }],
  link: [
    { d: "M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" },
    { d: "M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" },
  ],
  calendar: [{ x: 3, y: 5, width: 18, height: 16, rx: 2 }, { d: "M16 3v4M8 3v4M3 10h18" }],
  flag: [{ d: "M5 21V4M5 4h12l-2.5 4L17 12H5" }],
  heart: [{ d: "M12 20s-7.5-4.5-9.2-9.3A4.9 4.9 0 0 1 12 6.6a4.9 4.9 0 0 1 9.2 4.1C19.5 15.5 12 20 12 20z" }],
  "id-card": [
    { x: 2, y: 5, width: 20, height: 14, rx: 2 },
    { cx: 8, cy: 11, r: 2 },
    { d: "M5 16c.5-1.3 1.6-2 3-2s2.5.7 3 2M14 10h5M14 14h4" },
  ],
  user: [{ cx: 12, cy: 8, r: 4 }, { d: "M4 21a8 8 0 0 1 16 0" }],
  briefcase: [{ x: 2, y: 7, width: 20, height: 14, rx: 2 }, { d: "M8 7V5a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M2 13h20" }],
  "graduation-cap": [{ d: "M2 9l10-5 10 5-10 5z" }, { d: "M6 11v5c0 1.7 2.7 3 6 3s6-1.3 6-3v-5M22 9v6" }],
  award: [{ cx: 12, cy: 9, r: 6 }, { d: "M8.5 14 7 22l5-3 5 3-1.5-8" }],
  "badge-check": [
    {
      d: "M12 2.5l2.3 1.7 2.9-.2.9 2.7 2.4 1.7-.9 2.8.9 2.8-2.4 1.7-.9 2.7-2.9-.2L12 21.5l-2.3-1.7-2.9.2-.9-2.7-2.4-1.7.9-2.8-.9-2.8 2.4-1.7.9-2.7 2.9.2z",
    },
    { d: "m9 12 2 2 4-4" },
  ],
  star: [{ d: "M12 2.5l2.9 6 6.6.8-4.9 4.5 1.3 6.5L12 17l-5.9 3.3 1.3-6.5-4.9-4.5 6.6-.8z" }],
  languages: [{ d: "M4 5h8M8 3v2M5 9c1.5 3 4 5 7 6M11 5c-1 4-4 7-7 9" }, { d: "M13 21l4-10 4 10M14.5 18h5" }],
  book: [{ d: "M4 4h6a3 3 0 0 1 3 3v13a2 2 0 0 0-2-2H4z" }, { d: "M20 4h-6a3 3 0 0 0-3 3v13a2 2 0 0 1 2-2h7z" }],
  code: [{ d: "m8 7-5 5 5 5M16 7l5 5-5 5M13.5 4l-3 16" }],
  users: [
    { cx: 9, cy: 8, r: 3.5 },
    { d: "M2.5 20a6.5 6.5 0 0 1 13 0M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14.2a6.5 6.5 0 0 1 3.5 5.8" },
  ],
  "hand-heart": [
    { d: "M12 15s-5-3-6.2-6.2A3.2 3.2 0 0 1 12 6.5a3.2 3.2 0 0 1 6.2 2.3C17 12 12 15 12 15z" },
    { d: "M3 21h5l4-2h5a2 2 0 0 0 0-4" },
  ],
  lightbulb: [{ d: "M9 18h6M10 22h4M12 2a7 7 0 0 0-4 12.7V16h8v-1.3A7 7 0 0 0 12 2z" }],
  smile: [{ cx: 12, cy: 12, r: 10 }, { d: "M8 14s1.5 2 4 2 4-2 4-2M9 9h.01M15 9h.01" }],
  pen: [{ d: "M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" }],
  "file-text": [{ d: "M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" }, { d: "M14 2v6h6M8 13h8M8 17h6" }],
  "at-sign": [{ cx: 12, cy: 12, r: 4 }, { d: "M16 8v5a3 3 0 0 0 6 0v-1a10 10 0 1 0-4 8" }],
  sparkles: [
    { d: "M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8z" },
    { d: "M19 15.5l.7 1.8 1.8.7-1.8.7-.7 1.8-.7-1.8-1.8-.7 1.8-.7z" },
  ],
  newspaper: [{ d: "M4 4h13v16H6a2 2 0 0 1-2-2z" }, { d: "M17 8h3v10a2 2 0 0 1-2 2M8 8h5M8 12h5M8 16h5" }],
  list: [{ d: "M8 6h13M8 12h13M8 18h13M3.5 6h.01M3.5 12h.01M3.5 18h.01" }],
  camera: [
    { d: "M4 7h3l2-3h6l2 3h3a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1z" },
    { cx: 12, cy: 13, r: 4 },
  ],
  activity: [{ d: "M3 12h4l3-8 4 16 3-8h4" }],
  music: [{ d: "M9 18V5l12-2v13" }, { cx: 6, cy: 18, r: 3 }, { cx: 18, cy: 16, r: 3 }],
  plane: [{ d: "M22 2 11 13M22 2l-7 20-4-9-9-4z" }],
  bike: [{ cx: 6, cy: 17, r: 3.5 }, { cx: 18, cy: 17, r: 3.5 }, { d: "M6 17l4-8h5l3 8M10 9l3 8M14 5h2" }],
  palette: [
    {
      d: "M12 2a10 10 0 1 0 0 20c1.1 0 2-.9 2-2 0-.5-.2-1-.5-1.3a2 2 0 0 1 1.5-3.3H17a5 5 0 0 0 5-5C22 5.9 17.5 2 12 2z",
    },
    { d: "M7.5 11h.01M10 7h.01M15 7h.01" },
  ],
  gamepad: [{ x: 2, y: 7, width: 20, height: 11, rx: 5 }, { d: "M7 12.5h4M9 10.5v4M15 12h.01M18 11h.01" }],
  mountain: [{ d: "M3 20 10 8l4 6 2-3 5 9z" }],
  utensils: [{ d: "M7 2v8a2 2 0 0 0 4 0V2M9 10v12M18 22V2c-2.5 1.5-4 4-4 8h4" }],
  tennis: [{ cx: 12, cy: 12, r: 10 }, { d: "M5 5c4 4 4 10 0 14M19 5c-4 4-4 10 0 14" }],
  car: [{ d: "M3 17v-5l2-5h14l2 5v5zM3 12h18" }, { cx: 7.5, cy: 17.5, r: 1.8 }, { cx: 16.5, cy: 17.5, r: 1.8 }],
  play: [{ x: 2, y: 5, width: 20, height: 14, rx: 4 }, { d: "m10 9 5 3-5 3z" }],
};

/** Aliases from the builder's icon names, hobby names and profile networks to the icons above. */
const aliases: Record<string, string> = {
  email: "mail",
  envelope: "mail",
  location: "map-pin",
  website: "globe",
  web: "globe",
  url: "link",
  date: "calendar",
  birthday: "calendar",
  nationality: "flag",
  marital: "heart",
  idnumber: "id-card",
  experience: "briefcase",
  work: "briefcase",
  education: "graduation-cap",
  awards: "award",
  trophy: "award",
  certifications: "badge-check",
  certificate: "badge-check",
  skills: "sparkles",
  languages: "languages",
  language: "languages",
  translate: "languages",
  interests: "lightbulb",
  projects: "code",
  project: "code",
  publications: "newspaper",
  volunteer: "hand-heart",
  references: "users",
  hobbies: "smile",
  signature: "pen",
  summary: "file-text",
  profiles: "at-sign",
  custom: "list",
  running: "activity",
  run: "activity",
  fitness: "activity",
  photography: "camera",
  reading: "book",
  travel: "plane",
  cycling: "bike",
  painting: "palette",
  art: "palette",
  gaming: "gamepad",
  hiking: "mountain",
  cooking: "utensils",
  github: "code",
  gitlab: "code",
  stackoverflow: "code",
  codepen: "code",
  linkedin: "briefcase",
  x: "at-sign",
  twitter: "at-sign",
  mastodon: "at-sign",
  behance: "palette",
  dribbble: "palette",
  instagram: "camera",
  youtube: "play",
  facebook: "user",
};

/** The icon for a name, or undefined: "MapPin", "map-pin", "ph-map-pin" and "Tennis" all resolve. */
export function resolveIconName(name: string | undefined): string | undefined {
  if (!name) return undefined;
  const key = name
    .trim()
    .replace(/^(?:ph|lucide|i)[-:]/i, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .replace(/[\s_]+/g, "-")
    .toLowerCase();
  if (shapes[key]) return key;
  const alias = aliases[key] ?? aliases[key.replace(/-/g, "")];
  return alias && shapes[alias] ? alias : undefined;
}

export function Icon({ name, fallback, className }: { name?: string; fallback?: string; className?: string }) {
  const resolved = resolveIconName(name) ?? resolveIconName(fallback);
  if (!resolved) return null;
  return (
    <svg
      className={className ? `vr-icon ${className}` : "vr-icon"}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {shapes[resolved]!.map((shape, index) =>
        "d" in shape ? (
          <path key={index} d={shape.d} />
        ) : "cx" in shape ? (
          <circle key={index} cx={shape.cx} cy={shape.cy} r={shape.r} />
        ) : (
          <rect key={index} x={shape.x} y={shape.y} width={shape.width} height={shape.height} rx={shape.rx} />
        ),
      )}
    </svg>
  );
}

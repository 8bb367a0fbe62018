import { Bidi } from "./text";

export function Keywords({ keywords }: { keywords: string[] }) {
  const present = keywords.map((keyword) => keyword.trim()).filter(Boolean);
  if (present.length === 0) return null;
  return (
    <ul className="vr-keywords">
      {present.map((keyword, index) => (
        <li key={`${keyword}-${index}`} className="vr-keyword">
          <Bidi>{keyword}</Bidi>
        </li>
      ))}
    </ul>
  );
}

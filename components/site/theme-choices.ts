import { MonitorIcon, MoonIcon, SunIcon } from "lucide-react";

/**
 * The three themes, in the order the header's button cycles through them and the settings list them; `value` names
 * each one's message under `theme`.
 */
export const themeChoices = [
  { value: "light", icon: SunIcon },
  { value: "system", icon: MonitorIcon },
  { value: "dark", icon: MoonIcon },
] as const;

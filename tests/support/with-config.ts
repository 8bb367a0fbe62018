import { afterAll, beforeAll } from "vitest";
import { config } from "@/lib/config";

/**
 * For a test file or a describe block: the app's configuration with `settings` over it during its
 * tests (say, no OPENAI_API_KEY to run offline), and as it was before them after.
 */
export function withConfig(settings: Partial<typeof config>) {
  let saved = { ...config };
  beforeAll(() => {
    saved = { ...config };
    Object.assign(config, settings);
  });
  afterAll(() => {
    Object.assign(config, saved);
  });
}

import { describe, expect, it } from "vitest";
import { publicPageScript, type PublicPageOptions } from "./public-page";

describe("publicPageScript", () => {
  it("keeps what it is given inside its script element, and gives it back unchanged", () => {
    const options: PublicPageOptions = {
      resume: {
        id: "r1",
        path: "/ana/</script><script>alert(1)//",
        discourageCopying: true,
        messages: { copied: "<!-- copied", copyFailed: "</SCRIPT>", downloadFailed: "تعذّر\u2028إنشاء الملف" },
      },
    };
    const script = publicPageScript(options);
    expect(script).not.toMatch(/<\/script|<!--/i);
    const argument = /\)\((\{.*\})\)$/s.exec(script)?.[1];
    expect(JSON.parse(argument!)).toEqual(options);
  });
});

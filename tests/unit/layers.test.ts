import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

// The layer rules of eslint.config.mjs (docs/ARCHITECTURE.md "Layers"), run through ESLint's own API on
// probe files placed in each layer. That the tree passes them is `npm run lint`'s job (npm test runs it).

const root = path.resolve(import.meta.dirname, "../..");
const layerRules = new Set(["import/no-restricted-paths", "@typescript-eslint/no-restricted-imports"]);
const eslint = new ESLint({ cwd: root, ruleFilter: ({ ruleId }) => layerRules.has(ruleId) });

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

// The first run loads the configuration, the plugins and the resolver: seconds on a loaded machine.
beforeAll(
  () => layerErrors("lib/pdf/layers-probe.ts", 'import { z } from "zod";\nexport const schema = z;\n'),
  120_000,
);

describe("the layer rules", { timeout: 30_000 }, () => {
  it.each([
    [
      "an alias",
      'import { getTemplate } from "@/components/templates/registry";\nexport const template = getTemplate;\n',
    ],
    [
      "a relative path",
      'import { getTemplate } from "../../components/templates/registry";\nexport const template = getTemplate;\n',
    ],
    [
      "a type",
      'import type { TemplateLabels } from "@/components/templates/types";\nexport type Labels = TemplateLabels;\n',
    ],
    ["a dynamic import", 'export const load = () => import("@/components/templates/registry");\n'],
  ])("refuse components in lib/ through %s", async (_, code) => {
    expect(await layerErrors("lib/pdf/layers-probe.ts", code)).toEqual([
      expect.stringMatching(/^import\/no-restricted-paths: .*lib\/ is server code/),
    ]);
  });

  it("refuse app/ and auth.ts in lib/, and app/ in lib's tests too", async () => {
    expect(
      await layerErrors("lib/auth/layers-probe.ts", 'import { signIn } from "@/auth";\nexport const start = signIn;\n'),
    ).toHaveLength(1);
    expect(
      await layerErrors(
        "lib/resume/layers-probe.ts",
        'import Layout from "@/app/[locale]/layout";\nexport const layout = Layout;\n',
      ),
    ).toHaveLength(1);
    expect(
      await layerErrors(
        "lib/pdf/layers-probe.test.ts",
        'import Layout from "@/app/[locale]/layout";\nexport const layout = Layout;\n',
      ),
    ).toHaveLength(1);
  });

  it("let lib/ import lib/ and packages, and lib's tests print with the real templates", async () => {
    expect(
      await layerErrors(
        "lib/pdf/layers-probe.ts",
        'import { z } from "zod";\nimport { AppError } from "@/core/errors";\nexport const both = [z, AppError];\n',
      ),
    ).toEqual([]);
    expect(
      await layerErrors(
        "lib/pdf/layers-probe.test.ts",
        'import { renderPrintDocument } from "@/components/templates/render-resume-html";\nexport const render = renderPrintDocument;\n',
      ),
    ).toEqual([]);
  });

  it("keep core/ to itself and packages", async () => {
    for (const from of ["@/lib/db", "../../lib/db", "@/components/templates/registry", "@/app/[locale]/layout"]) {
      expect(
        await layerErrors(
          "core/resume/layers-probe.ts",
          `import * as other from "${from}";\nexport const value = other;\n`,
        ),
        from,
      ).toHaveLength(1);
    }
  });

  it("let client/ take types from lib/, never values", async () => {
    expect(
      await layerErrors("client/builder/layers-probe.ts", 'import { db } from "@/lib/db";\nexport const value = db;\n'),
    ).toEqual([expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: /)]);
    expect(
      await layerErrors(
        "client/builder/layers-probe.ts",
        'import { db } from "../../lib/db";\nexport const value = db;\n',
      ),
    ).toEqual([expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: /)]);
    expect(
      await layerErrors(
        "client/builder/layers-probe.ts",
        'import type { ResumeDto } from "@/lib/resume/resume-dto";\nexport type Dto = ResumeDto;\n',
      ),
    ).toEqual([]);
    expect(
      await layerErrors(
        "client/builder/layers-probe.ts",
        'import { Button } from "@/components/ui/button";\nexport const button = Button;\n',
      ),
    ).toHaveLength(1);
  });
});

import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

/*
 * Layers (docs/ARCHITECTURE.md): imports flow app → components → client / lib → core. lib/ is server code,
 * core/ is pure code both sides share, client/ is browser code. Paths are resolved (aliases and relative
 * paths alike) by eslint-plugin-import's resolver, so `../../components/x` is caught like `@/components/x`.
 */
const libZone = {
  target: "./lib",
  from: ["./app", "./components", "./client", "./auth.ts"],
  message: "lib/ is server code below the UI: take what it needs as an argument (docs/ARCHITECTURE.md).",
};
const layerZones = [
  libZone,
  {
    target: "./core",
    from: ["./app", "./components", "./client", "./lib", "./auth.ts", "./auth.config.ts"],
    message: "core/ is pure code the browser and the server share: it imports only core/ and packages.",
  },
  {
    target: "./client",
    from: ["./app", "./components"],
    message: "client/ is browser state and helpers below the components: it imports core/ and packages.",
  },
];

/*
 * client/ runs in the browser, so it takes nothing from lib/ (server code) but types: an `import type` is
 * erased before bundling, and lets the browser share the server's response types (ResumeDto) instead of
 * writing them twice.
 */
const clientImportRestrictions = {
  patterns: [
    {
      group: ["@/lib", "@/lib/*", "../lib", "../lib/*", "../../lib/*", "../../../lib/*", "../../../../lib/*"],
      allowTypeImports: true,
      message:
        "client/ runs in the browser: import server code from lib/ as `import type` only, or move the shared part to core/.",
    },
  ],
};

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      ".next/**",
      ".next-*/**",
      "node_modules/**",
      "data/**",
      "lib/db/generated/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
      "shots/**",
    ],
  },
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  { files: ["**/*.{ts,tsx,mts,mjs,js}"], rules: { "import/no-restricted-paths": ["error", { zones: layerZones }] } },
  // A test beside a lib operation may drive it with the real templates (the PDF tests print them); tests
  // are not part of the server bundle. app/ stays out of reach: routes are tested over HTTP or in tests/.
  {
    files: ["lib/**/*.test.{ts,tsx}"],
    rules: {
      "import/no-restricted-paths": [
        "error",
        { zones: [{ ...libZone, from: ["./app", "./auth.ts"] }, ...layerZones.slice(1)] },
      ],
    },
  },
  {
    files: ["client/**/*.{ts,tsx}"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", clientImportRestrictions] },
  },
];

export default config;

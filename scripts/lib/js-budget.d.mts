// Types of scripts/lib/js-budget.mjs (plain JavaScript: npm test runs it with node before anything compiles).
export type Budget = { route: RegExp; kib: number };
export type BudgetRow = { route: string; kib: number; budget: number | undefined; over: boolean };
export function measureRoutes(nextDir: string): Map<string, number>;
export function checkBudgets(
  routes: Map<string, number>,
  budgets: Budget[],
): { rows: BudgetRow[]; unused: string[]; ok: boolean };
export function routeFiles(nextDir: string): Map<string, string[]>;
export function namespacesByRoute(nextDir: string, namespaces: readonly string[]): Map<string, string[]>;

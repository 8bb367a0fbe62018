import "server-only";
import { loadConfig } from "./load-config";

/** The validated configuration, read once per process. */
export const config = loadConfig(process.env);
export type { Config } from "./load-config";

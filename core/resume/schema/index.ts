/*
 * The one resume schema, shared by the builder, the API, importers and templates (client and
 * server alike, so nothing here may touch server-only modules).
 */
export * from "./basics";
export * from "./defaults";
export { createId } from "./id";
export * from "./layout";
export { migrateLegacySignature } from "./legacy";
export * from "./metadata";
export * from "./parse";
export * from "./resume-data";
export * from "./sections";

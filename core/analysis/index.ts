export { analyzeResume, opensWithActionVerb, type AnalyzeInput } from "./analyze";
export * from "./schema";
export { parseJobDescription, type Requirement, type Importance } from "./job-description";
export { normalizeText, tokenize } from "./normalize";

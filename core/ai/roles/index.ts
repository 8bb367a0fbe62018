export { matchRole, normaliseRoleText, roleLanguageOf, roleLibrary } from "./match-role";
export type { RoleEntry, RoleLanguage, RoleMatch } from "./match-role";

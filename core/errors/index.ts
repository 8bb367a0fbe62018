export { AppError, isAppError } from "./app-error";
export * from "./codes";

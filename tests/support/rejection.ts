import { expect } from "vitest";
import { AppError } from "@/core/errors";

/** What a promise rejects with; the test fails if it resolves or rejects with another kind of error. */
export async function rejectionOf<T>(
  promise: Promise<unknown>,
  errorClass: abstract new (...args: never[]) => T,
): Promise<T> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(errorClass);
  return error as T;
}

/** The AppError a promise rejects with. */
export function appErrorOf(promise: Promise<unknown>): Promise<AppError> {
  return rejectionOf(promise, AppError);
}

import { describe, expect, it } from "vitest";
import { ApiError } from "@/client/http/api-client";
import { serverFieldErrors } from "./server-field-errors";

const fields = ["name", "email", "username", "password"] as const;

describe("serverFieldErrors", () => {
  it("puts a clash on the field the server names", () => {
    const error = new ApiError("UserAlreadyExists", 409, {
      code: "UserAlreadyExists",
      message: "exists",
      fields: { email: ["taken"] },
    });
    expect(serverFieldErrors(error, fields)).toEqual({ email: "emailTaken" });
  });

  it("falls back to the message when no fields are named", () => {
    const error = new ApiError("UserAlreadyExists", 409, {
      code: "UserAlreadyExists",
      message: "A user with this username already exists",
    });
    expect(serverFieldErrors(error, fields)).toEqual({ username: "usernameTaken" });
  });

  it("marks validation failures per field", () => {
    const error = new ApiError("ValidationFailed", 400, {
      code: "ValidationFailed",
      message: "invalid",
      fields: { password: ["passwordTooCommon"], other: ["x"] },
    });
    expect(serverFieldErrors(error, fields)).toEqual({ password: "passwordTooCommon" });
    const named = new ApiError("ValidationFailed", 400, {
      code: "ValidationFailed",
      message: "invalid",
      fields: { username: [] },
    });
    expect(serverFieldErrors(named, fields)).toEqual({ username: "usernameRejected" });
  });

  it("leaves everything else to a toast", () => {
    expect(
      serverFieldErrors(new ApiError("SignupsDisabled", 403, { code: "SignupsDisabled", message: "closed" }), fields),
    ).toBeNull();
    expect(serverFieldErrors(new ApiError("NetworkUnavailable", 0), fields)).toBeNull();
    expect(serverFieldErrors(new Error("boom"), fields)).toBeNull();
  });
});

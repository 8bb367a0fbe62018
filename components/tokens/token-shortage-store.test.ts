import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "@/client/http/api-client";
import { closeTokenShortage, openShortageFor, useTokenShortageStore } from "./token-shortage-store";

afterEach(closeTokenShortage);

describe("openShortageFor", () => {
  it("opens the dialog with the numbers of an InsufficientTokens answer", () => {
    const error = new ApiError("InsufficientTokens", 402, {
      code: "InsufficientTokens",
      message: "short",
      details: { required: 25, balance: 10 },
    });
    expect(openShortageFor(error)).toBe(true);
    expect(useTokenShortageStore.getState().shortage).toEqual({ required: 25, balance: 10 });
  });

  it("leaves other errors, and a shortage without numbers, to the caller", () => {
    expect(openShortageFor(new ApiError("ResumeLocked", 423, { code: "ResumeLocked", message: "locked" }))).toBe(false);
    expect(
      openShortageFor(new ApiError("InsufficientTokens", 402, { code: "InsufficientTokens", message: "short" })),
    ).toBe(false);
    expect(
      openShortageFor(
        new ApiError("InsufficientTokens", 402, {
          code: "InsufficientTokens",
          message: "short",
          details: { required: "25", balance: 10 },
        }),
      ),
    ).toBe(false);
    for (const details of [
      { required: -1, balance: 10 },
      { required: 2.5, balance: 1 },
      { required: 5 },
      { shortage: true },
    ])
      expect(
        openShortageFor(
          new ApiError("InsufficientTokens", 402, { code: "InsufficientTokens", message: "short", details }),
        ),
      ).toBe(false);
    expect(useTokenShortageStore.getState().shortage).toBeNull();
  });
});

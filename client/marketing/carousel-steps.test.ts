import { describe, expect, it } from "vitest";
import { arrowKeyStep, lastPosition, slidesPerView, stepPosition, swipeStep } from "./carousel-steps";

describe("slidesPerView", () => {
  it("shows 1 under 640 px, 2 under 768, 3 under 1024 and 4 from there", () => {
    expect([320, 639, 640, 767, 768, 1023, 1024, 1920].map(slidesPerView)).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
  });
});

describe("stepPosition", () => {
  it("moves one slide at a time within the last full window", () => {
    expect(lastPosition(21, 4)).toBe(17);
    expect(stepPosition(0, 1, 21, 4)).toBe(1);
    expect(stepPosition(16, 1, 21, 4)).toBe(17);
    expect(stepPosition(5, -1, 21, 4)).toBe(4);
  });

  it("wraps round at both ends", () => {
    expect(stepPosition(17, 1, 21, 4)).toBe(0);
    expect(stepPosition(0, -1, 21, 4)).toBe(17);
    expect(stepPosition(20, 1, 21, 1)).toBe(0);
    expect(stepPosition(0, -1, 21, 1)).toBe(20);
  });

  it("steps from the clamped position when the window grew (a phone turned to landscape)", () => {
    expect(stepPosition(20, -1, 21, 4)).toBe(16);
    expect(stepPosition(20, 1, 21, 4)).toBe(0);
  });

  it("stays put when every slide is in view", () => {
    expect(stepPosition(0, 1, 3, 4)).toBe(0);
    expect(stepPosition(0, -1, 3, 4)).toBe(0);
  });
});

describe("swipeStep", () => {
  it("needs more than 50 px", () => {
    expect(swipeStep(-50, "ltr")).toBe(0);
    expect(swipeStep(49, "rtl")).toBe(0);
  });

  it("shows the next slides when dragged towards the start of the line", () => {
    expect(swipeStep(-51, "ltr")).toBe(1);
    expect(swipeStep(51, "ltr")).toBe(-1);
    expect(swipeStep(80, "rtl")).toBe(1);
    expect(swipeStep(-80, "rtl")).toBe(-1);
  });
});

describe("arrowKeyStep", () => {
  it("goes forwards with the arrow that points along the reading direction", () => {
    expect(arrowKeyStep("ArrowRight", "ltr")).toBe(1);
    expect(arrowKeyStep("ArrowLeft", "ltr")).toBe(-1);
    expect(arrowKeyStep("ArrowLeft", "rtl")).toBe(1);
    expect(arrowKeyStep("ArrowRight", "rtl")).toBe(-1);
    expect(arrowKeyStep("ArrowDown", "ltr")).toBe(0);
  });
});

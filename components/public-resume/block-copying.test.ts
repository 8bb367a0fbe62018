import { describe, expect, it } from "vitest";
import { isBlockedShortcut, looksLikeDevToolsOpen } from "./block-copying";

const key = (
  value: string,
  modifiers: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }> = {},
) => ({
  key: value,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...modifiers,
});

describe("discourage copying", () => {
  it("blocks print, save, view source and developer tools shortcuts", () => {
    expect(isBlockedShortcut(key("p", { ctrlKey: true }))).toBe(true);
    expect(isBlockedShortcut(key("S", { metaKey: true }))).toBe(true);
    expect(isBlockedShortcut(key("u", { ctrlKey: true }))).toBe(true);
    expect(isBlockedShortcut(key("I", { ctrlKey: true, shiftKey: true }))).toBe(true);
    expect(isBlockedShortcut(key("j", { metaKey: true, altKey: true }))).toBe(true);
    expect(isBlockedShortcut(key("F12"))).toBe(true);
    expect(isBlockedShortcut(key("PrintScreen"))).toBe(true);
  });

  it("leaves ordinary typing and navigation alone", () => {
    expect(isBlockedShortcut(key("p"))).toBe(false);
    expect(isBlockedShortcut(key("c", { ctrlKey: true }))).toBe(false);
    expect(isBlockedShortcut(key("f", { ctrlKey: true }))).toBe(false);
    expect(isBlockedShortcut(key("Tab"))).toBe(false);
  });

  it("detects docked developer tools by the 160 px window difference", () => {
    expect(looksLikeDevToolsOpen({ outerWidth: 1280, innerWidth: 1280, outerHeight: 800, innerHeight: 720 })).toBe(
      false,
    );
    expect(looksLikeDevToolsOpen({ outerWidth: 1280, innerWidth: 900, outerHeight: 800, innerHeight: 720 })).toBe(true);
    expect(looksLikeDevToolsOpen({ outerWidth: 1280, innerWidth: 1280, outerHeight: 800, innerHeight: 500 })).toBe(
      true,
    );
  });
});

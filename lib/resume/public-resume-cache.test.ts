import { describe, expect, it } from "vitest";
import { cachedPublicResume, forgetPublicResume } from "./public-resume-cache";

/** A loader that says how often it ran and what it made. */
function loader(value: string) {
  const calls = { count: 0 };
  return { calls, load: async () => `${value}#${++calls.count}` };
}
const size = (value: string) => value.length;

describe("what public pages keep of a resume", () => {
  it("makes a version once, also for requests that arrive together", async () => {
    const { calls, load } = loader("v1");
    const [first, second] = await Promise.all([
      cachedPublicResume("r-once", "1", load, size),
      cachedPublicResume("r-once", "1", load, size),
    ]);
    expect(await cachedPublicResume("r-once", "1", load, size)).toBe("v1#1");
    expect([first, second]).toEqual(["v1#1", "v1#1"]);
    expect(calls.count).toBe(1);
  });

  it("never answers a new stamp with the old version", async () => {
    await cachedPublicResume("r-stamp", "1", loader("old").load, size);
    expect(await cachedPublicResume("r-stamp", "2", loader("new").load, size)).toBe("new#1");
    // Only the newest version is kept: going back to the old stamp makes it again.
    expect(await cachedPublicResume("r-stamp", "1", loader("again").load, size)).toBe("again#1");
  });

  it("forgets a resume on a write, even while its version is still being made", async () => {
    await cachedPublicResume("r-forget", "1", loader("v1").load, size);
    forgetPublicResume("r-forget");
    expect(await cachedPublicResume("r-forget", "1", loader("after").load, size)).toBe("after#1");

    let finish: (value: string) => void = () => {};
    const slow = cachedPublicResume("r-forget", "2", () => new Promise<string>((resolve) => (finish = resolve)), size);
    forgetPublicResume("r-forget");
    finish("in flight");
    expect(await slow).toBe("in flight");
    // What was being made when the write came is not kept.
    expect(await cachedPublicResume("r-forget", "2", loader("fresh").load, size)).toBe("fresh#1");
  });

  it("does not keep a failure", async () => {
    await expect(
      cachedPublicResume("r-fail", "1", () => Promise.reject(new Error("made private meanwhile")), size),
    ).rejects.toThrow("made private meanwhile");
    expect(await cachedPublicResume("r-fail", "1", loader("ok").load, size)).toBe("ok#1");
  });

  it("lets the least recently used resumes go when the budget is spent", async () => {
    const big = (name: string) => async () => name.padEnd(12_000_000, ".");
    await cachedPublicResume("r-big-1", "1", big("one"), size);
    await cachedPublicResume("r-big-2", "1", big("two"), size);
    await cachedPublicResume("r-big-1", "1", big("unused"), size); // one is now the most recently used
    await cachedPublicResume("r-big-3", "1", big("three"), size); // 36 M characters: over the 32 M budget
    const again = loader("two again");
    expect(await cachedPublicResume("r-big-2", "1", again.load, size)).toBe("two again#1");
    const kept = loader("unused");
    expect((await cachedPublicResume("r-big-3", "1", kept.load, size)).startsWith("three")).toBe(true);
    expect(kept.calls.count).toBe(0);
  });
});

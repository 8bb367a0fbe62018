import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/client/http/api-client";
import { createDefaultResumeData, type ResumeData } from "@/core/resume/schema";
import { ResumeSaveQueue, retryDelayMs, type SavedResume, type SaveRequest } from "./autosave";

function resumeWith(name: string): ResumeData {
  const data = createDefaultResumeData();
  return { ...data, basics: { ...data.basics, name } };
}

function saved(version: number, data: ResumeData, patch: Partial<SavedResume> = {}): SavedResume {
  return {
    id: "r1",
    title: "Title",
    slug: "title",
    visibility: "PRIVATE",
    locked: false,
    language: "en-US",
    template: "leafish",
    version,
    data,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    ...patch,
  };
}

/** The server's answer when another save got there first: `current` is what it holds now. */
function versionConflict(current: SavedResume): ApiError {
  return new ApiError("VersionConflict", 409, { code: "VersionConflict", message: "", details: { current } });
}

type Deferred = { body: SaveRequest; resolve: (value: SavedResume) => void; reject: (error: unknown) => void };

function setup(options: { online?: boolean; data?: ResumeData } = {}) {
  const requests: Deferred[] = [];
  const unsent: ({ data: ResumeData; baseVersion: number } | null)[] = [];
  const onSaved = vi.fn();
  const onLocked = vi.fn();
  const onMerged = vi.fn();
  let online = options.online ?? true;
  const queue = new ResumeSaveQueue({
    version: 1,
    data: options.data,
    onMerged,
    send: (body) => new Promise((resolve, reject) => requests.push({ body, resolve, reject })),
    onSaved,
    onUnsentChange: (value) => unsent.push(value),
    currentData: () => resumeWith("store"),
    onLocked,
    isOnline: () => online,
  });
  /** Edits `data` in, lets its save go after the quiet time, and answers that save with `error`. */
  const failFirstSave = async (data: ResumeData, error: unknown) => {
    queue.edit(data);
    vi.advanceTimersByTime(500);
    requests[0]?.reject(error);
    await settle();
  };
  const setOnline = (value: boolean) => (online = value);
  return { queue, requests, unsent, onSaved, onLocked, onMerged, setOnline, failFirstSave };
}

async function settle() {
  await Promise.resolve();
  await Promise.resolve();
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("ResumeSaveQueue", () => {
  it("saves after 500 ms of quiet, once, with the last state", async () => {
    const { queue, requests, unsent } = setup();
    queue.edit(resumeWith("A"));
    vi.advanceTimersByTime(300);
    queue.edit(resumeWith("Ad"));
    vi.advanceTimersByTime(499);
    expect(requests).toHaveLength(0);
    expect(queue.getState().status).toBe("pending");
    vi.advanceTimersByTime(1);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.body).toMatchObject({ version: 1, data: { basics: { name: "Ad" } } });
    requests[0]?.resolve(saved(2, resumeWith("Ad")));
    await settle();
    expect(queue.getState().status).toBe("saved");
    expect(unsent.at(-1)).toBeNull();
    expect(queue.hasUnsavedChanges()).toBe(false);
  });

  it("sends one request at a time; the next one names the version the previous answer returned", async () => {
    const { queue, requests, unsent } = setup();
    queue.edit(resumeWith("one"));
    vi.advanceTimersByTime(500);
    queue.edit(resumeWith("two"));
    vi.advanceTimersByTime(500);
    expect(requests).toHaveLength(1);
    requests[0]?.resolve(saved(2, resumeWith("one")));
    await settle();
    // The edit made during the request now extends version 2 and is still kept.
    expect(unsent.at(-1)).toMatchObject({ baseVersion: 2, data: { basics: { name: "two" } } });
    expect(requests).toHaveLength(2);
    expect(requests[1]?.body).toMatchObject({ version: 2, data: { basics: { name: "two" } } });
  });

  it("retries a failed save with growing delays and keeps the edits meanwhile", async () => {
    const { queue, requests, unsent, failFirstSave } = setup();
    await failFirstSave(resumeWith("offline edit"), new ApiError("NetworkUnavailable", 0));
    expect(queue.getState().status).toBe("retrying");
    expect(unsent.at(-1)).not.toBeNull();
    vi.advanceTimersByTime(retryDelayMs(0) - 1);
    expect(requests).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(requests).toHaveLength(2);
    requests[1]?.reject(new ApiError("SomethingWentWrong", 503));
    await settle();
    vi.advanceTimersByTime(retryDelayMs(1) - 1);
    expect(requests).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(requests).toHaveLength(3);
    requests[2]?.resolve(saved(2, resumeWith("offline edit")));
    await settle();
    expect(queue.getState().status).toBe("saved");
    expect(retryDelayMs(20)).toBe(30_000);
  });

  it("says offline when the browser is, sends nothing meanwhile, and saves as soon as it is back", async () => {
    const { queue, requests, setOnline } = setup();
    queue.edit(resumeWith("x"));
    vi.advanceTimersByTime(500);
    setOnline(false);
    requests[0]?.reject(new ApiError("NetworkUnavailable", 0));
    await settle();
    expect(queue.getState().status).toBe("offline");
    queue.edit(resumeWith("y"));
    vi.advanceTimersByTime(60_000);
    expect(requests).toHaveLength(1);
    expect(queue.getState().status).toBe("offline");
    setOnline(true);
    queue.online();
    expect(requests).toHaveLength(2);
    expect(requests[1]?.body).toMatchObject({ data: { basics: { name: "y" } } });
  });

  it("stops on a version conflict and keeps both versions until the user chooses", async () => {
    const { queue, requests, failFirstSave } = setup();
    const theirs = saved(5, resumeWith("theirs"));
    await failFirstSave(resumeWith("mine"), versionConflict(theirs));
    expect(queue.getState().status).toBe("conflict");
    expect(queue.getState().conflict?.current.data.basics.name).toBe("theirs");
    expect(queue.getState().conflict?.local.basics.name).toBe("mine");
    // Edits during the question are added to "mine", never sent.
    queue.edit(resumeWith("mine, more"));
    vi.advanceTimersByTime(5_000);
    expect(requests).toHaveLength(1);
    expect(queue.getState().conflict?.local.basics.name).toBe("mine, more");

    queue.keepMine();
    expect(requests).toHaveLength(2);
    expect(requests[1]?.body).toMatchObject({ version: 5, data: { basics: { name: "mine, more" } } });
  });

  it("taking the other version hands back this tab's edits and sends nothing", async () => {
    const { queue, requests, unsent, failFirstSave } = setup();
    await failFirstSave(resumeWith("mine"), versionConflict(saved(3, resumeWith("theirs"))));
    const mine = queue.takeTheirs();
    expect(mine?.basics.name).toBe("mine");
    expect(unsent.at(-1)).toBeNull();
    expect(queue.currentVersion).toBe(3);
    expect(requests).toHaveLength(1);
  });

  it("field saves go through the same queue, carry waiting data and reject with the server's error", async () => {
    const { queue, requests, onSaved } = setup();
    queue.edit(resumeWith("typed"));
    const rename = queue.saveFields({ title: "New title" });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.body).toMatchObject({ version: 1, title: "New title", data: { basics: { name: "typed" } } });
    requests[0]?.resolve(saved(2, resumeWith("typed"), { title: "New title" }));
    await expect(rename).resolves.toBeUndefined();
    expect(onSaved).toHaveBeenCalledWith(
      expect.objectContaining({ title: "New title", version: 2 }),
      requests[0]?.body.data,
    );

    const share = queue.saveFields({ visibility: "PUBLIC" });
    const forbidden = new ApiError("Forbidden", 403, { code: "Forbidden", message: "" });
    requests[1]?.reject(forbidden);
    await expect(share).rejects.toBe(forbidden);
    expect(queue.getState().status).toBe("saved");
  });

  it("a locked answer stops saving and reports it", async () => {
    const { queue, requests, onLocked, failFirstSave } = setup();
    await failFirstSave(resumeWith("x"), new ApiError("ResumeLocked", 423, { code: "ResumeLocked", message: "" }));
    expect(queue.getState().status).toBe("locked");
    expect(onLocked).toHaveBeenCalled();
    queue.edit(resumeWith("y"));
    vi.advanceTimersByTime(5_000);
    expect(requests).toHaveLength(1);
    await expect(queue.saveFields({ title: "t" })).rejects.toMatchObject({ code: "ResumeLocked" });
  });

  it("merges a racing save that changed other things, keeps both, and saves the merge", async () => {
    const base = resumeWith("Base");
    const { queue, requests, onMerged, failFirstSave } = setup({ data: base });
    const mine = { ...base, basics: { ...base.basics, headline: "Mine" } };
    const theirs = saved(4, { ...base, basics: { ...base.basics, name: "Theirs" } });
    await failFirstSave(mine, versionConflict(theirs));
    expect(queue.getState().conflict).toBeNull();
    expect(onMerged).toHaveBeenCalledTimes(1);
    expect(requests).toHaveLength(2);
    expect(requests[1]?.body).toMatchObject({ version: 4, data: { basics: { name: "Theirs", headline: "Mine" } } });
  });

  it("asks when a racing save changed the same thing", async () => {
    const base = resumeWith("Base");
    const { queue, onMerged, failFirstSave } = setup({ data: base });
    await failFirstSave(resumeWith("Mine"), versionConflict(saved(4, resumeWith("Theirs"))));
    expect(onMerged).not.toHaveBeenCalled();
    expect(queue.getState().status).toBe("conflict");
  });

  it("takes a conflict that is its own timed-out write coming back as saved, not as another tab's edit", async () => {
    const { queue, requests, onSaved, failFirstSave } = setup({ data: resumeWith("") });
    // The server saved it (version 2), but the answer never arrived.
    await failFirstSave(resumeWith("Lay"), new ApiError("RequestTimedOut", 0));
    expect(queue.getState().status).toBe("retrying");
    queue.edit(resumeWith("Layla"));
    vi.advanceTimersByTime(retryDelayMs(0));
    expect(requests[1]?.body).toMatchObject({ version: 1, data: { basics: { name: "Layla" } } });
    requests[1]?.reject(versionConflict(saved(2, resumeWith("Lay"))));
    await settle();
    expect(queue.getState().conflict).toBeNull();
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ version: 2 }), null);
    // The newer edit goes out on top of the version the server has.
    expect(requests[2]?.body).toMatchObject({ version: 2, data: { basics: { name: "Layla" } } });
    requests[2]?.resolve(saved(3, resumeWith("Layla")));
    await settle();
    expect(queue.getState().status).toBe("saved");
  });

  it("still asks when the conflicting version is not one of its own unanswered writes", async () => {
    const { queue, requests, failFirstSave } = setup({ data: resumeWith("") });
    await failFirstSave(resumeWith("Lay"), new ApiError("RequestTimedOut", 0));
    vi.advanceTimersByTime(retryDelayMs(0));
    requests[1]?.reject(versionConflict(saved(2, resumeWith("Other tab"))));
    await settle();
    expect(queue.getState().status).toBe("conflict");
  });
});

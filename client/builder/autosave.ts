import { ApiError } from "@/client/http/api-client";
import type { ResumeData } from "@/core/resume/schema";
import type { BuilderResumeMeta, ResumeFieldsPatch } from "./store";
import { deepEqual, mergePreferringMine, mergeThreeWay } from "./sync-merge";

/*
 * The builder's save queue. Every write to the resume (the debounced data saves and the explicit
 * title/slug/visibility saves) goes through it, one request at a time, each naming the version the
 * previous answer returned. Edits that are not acknowledged yet stay in `unsent` (and in
 * localStorage, see pending-changes.ts) until the server has them: a failed request is retried with
 * backoff, going offline pauses it, a version conflict stops it and asks the user, a lock stops it.
 * No React here: the hook in use-autosave.ts connects it to the store and the page.
 */

export type SavedResume = BuilderResumeMeta & { data: ResumeData };

export type SaveStatus =
  "idle" | "pending" | "saving" | "saved" | "offline" | "retrying" | "error" | "conflict" | "locked";

export type SaveConflict = {
  /** The resume as the server has it now (saved by another tab or device). */
  current: SavedResume;
  /** This tab's edits that the server does not have. */
  local: ResumeData;
};

export type SaveState = {
  status: SaveStatus;
  /** When the server last acknowledged a save from this tab (ms since epoch). */
  savedAt: number | null;
  /** When the next retry runs, while retrying. */
  retryAt: number | null;
  /** The code of the last failure, while status is error or retrying. */
  errorCode: string | null;
  conflict: SaveConflict | null;
};

export type SaveRequest = { version: number; data?: ResumeData } & ResumeFieldsPatch;

export type SaveQueueOptions = {
  version: number;
  /** The data at `version` (what this tab opened); unknown for edits recovered on an older version. */
  data?: ResumeData;
  /** A racing save of another tab was merged with this tab's edits (they touched different things). */
  onMerged: (merged: ResumeData, current: SavedResume) => void;
  /** Sends one PATCH; rejects with ApiError. */
  send: (body: SaveRequest) => Promise<SavedResume>;
  /**
   * The server acknowledged a save: its answer (the caller picks what to keep) and the data that
   * request sent (null when it sent none), to see what the server changed on its own.
   */
  onSaved: (resume: SavedResume, sent: ResumeData | null) => void;
  /** The unsent edits changed (null: all acknowledged); the caller persists them locally. */
  onUnsentChange: (unsent: { data: ResumeData; baseVersion: number } | null) => void;
  /** The store's data now (what a conflict offers to keep when no edit is unsent). */
  currentData: () => ResumeData;
  /** The server answered ResumeLocked. */
  onLocked: () => void;
  isOnline?: () => boolean;
  debounceMs?: number;
  now?: () => number;
};

type FieldsJob = { patch: ResumeFieldsPatch; resolve: () => void; reject: (error: unknown) => void };

export const saveDebounceMs = 500;
const firstRetryMs = 1_000;
const maxRetryMs = 30_000;

/** Failures worth retrying by themselves: the network, timeouts, the server's own trouble. */
export function isTransientSaveError(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 429 || error.status >= 500;
}

export function retryDelayMs(attempt: number): number {
  return Math.min(maxRetryMs, firstRetryMs * 2 ** attempt);
}

export class ResumeSaveQueue {
  private version: number;
  /** The data as the server has it at `version`, as far as this tab knows: the base of a merge. */
  private base: ResumeData | null;
  /** Data the server does not have yet (null when everything is acknowledged). */
  private unsent: ResumeData | null = null;
  private fieldsJobs: FieldsJob[] = [];
  /**
   * Data of requests that failed without an answer (timeout, dropped connection): the server may
   * have saved them all the same. A later conflict whose current data is one of these is this tab's
   * own write coming back, not another tab's.
   */
  private unknownOutcomes: ResumeData[] = [];
  private inFlight = false;
  private debounceTimer: ReturnType<typeof setTimeout> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private attempt = 0;
  private disposed = false;
  private state: SaveState = { status: "idle", savedAt: null, retryAt: null, errorCode: null, conflict: null };
  private listeners = new Set<() => void>();
  private readonly options: Required<Pick<SaveQueueOptions, "debounceMs" | "now" | "isOnline">> & SaveQueueOptions;

  constructor(options: SaveQueueOptions) {
    this.options = {
      debounceMs: saveDebounceMs,
      now: () => Date.now(),
      isOnline: () => (typeof navigator === "undefined" ? true : navigator.onLine),
      ...options,
    };
    this.version = options.version;
    this.base = options.data ?? null;
  }

  getState = (): SaveState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get currentVersion(): number {
    return this.version;
  }

  hasUnsavedChanges(): boolean {
    return this.unsent !== null || this.fieldsJobs.length > 0 || this.inFlight;
  }

  /** A new state of the data: saved after `debounceMs` of quiet. */
  edit(data: ResumeData): void {
    if (this.disposed) return;
    this.unsent = data;
    this.options.onUnsentChange({ data, baseVersion: this.version });
    if (this.state.conflict) {
      this.setState({ conflict: { ...this.state.conflict, local: data } });
      return;
    }
    if (this.state.status === "locked") return;
    if (this.state.status !== "offline" && this.state.status !== "retrying" && this.state.status !== "error")
      this.setState({ status: "pending" });
    this.clearDebounce();
    this.debounceTimer = setTimeout(() => {
      this.debounceTimer = null;
      this.pump();
    }, this.options.debounceMs);
  }

  /** Saves title/slug/visibility now, in order with the data saves; rejects with the server's ApiError. */
  saveFields(patch: ResumeFieldsPatch): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      if (this.state.status === "locked") return reject(new ApiError("ResumeLocked", 423));
      if (this.state.conflict) return reject(new ApiError("VersionConflict", 409));
      this.fieldsJobs.push({ patch, resolve, reject });
      this.pump();
    });
  }

  /** The save button: no waiting for quiet or for the next retry. */
  saveNow(): void {
    this.clearDebounce();
    this.clearRetry();
    this.attempt = 0;
    if (this.state.status === "error" || this.state.status === "retrying" || this.state.status === "offline")
      this.setState({ status: this.unsent ? "pending" : "idle", errorCode: null, retryAt: null });
    this.pump();
  }

  /** The browser says the network is back. */
  online(): void {
    if (this.state.status === "offline" || this.state.status === "retrying" || this.unsent !== null) this.saveNow();
  }

  offline(): void {
    if (this.hasUnsavedChanges() && this.state.status !== "conflict" && this.state.status !== "locked")
      this.setState({ status: "offline" });
  }

  /** Conflict: write this tab's edits over the other version (which stays in the server's past only). */
  keepMine(): void {
    const conflict = this.state.conflict;
    if (!conflict) return;
    const local = this.unsent ?? conflict.local;
    // Their changes to other things stay; where both changed the same thing, this tab's wins.
    const kept = this.base ? mergePreferringMine(this.base, local, conflict.current.data) : local;
    this.version = conflict.current.version;
    this.base = conflict.current.data;
    this.unsent = kept;
    if (kept !== local) this.options.onMerged(kept, conflict.current);
    this.options.onUnsentChange({ data: kept, baseVersion: this.version });
    this.setState({ conflict: null, status: "pending" });
    this.saveNow();
  }

  /** Conflict: continue from the other version; returns this tab's edits for the caller to keep recoverable. */
  takeTheirs(): ResumeData | null {
    const conflict = this.state.conflict;
    if (!conflict) return null;
    const local = this.unsent ?? conflict.local;
    this.version = conflict.current.version;
    this.base = conflict.current.data;
    this.unsent = null;
    this.options.onUnsentChange(null);
    this.setState({ conflict: null, status: "saved", savedAt: this.options.now() });
    this.pump();
    return local;
  }

  /** Opens in conflict: edits recovered from storage were made on an older version than the server's. */
  startConflict(conflict: SaveConflict): void {
    this.unsent = conflict.local;
    this.setState({ status: "conflict", conflict });
  }

  dispose(): void {
    this.disposed = true;
    this.clearDebounce();
    this.clearRetry();
    this.listeners.clear();
  }

  private pump(): void {
    if (this.disposed || this.inFlight || this.state.conflict || this.state.status === "locked") return;
    if (!this.options.isOnline()) {
      // No request can succeed: wait for the browser's online event (see online()).
      for (const pending of this.fieldsJobs.splice(0)) pending.reject(new ApiError("NetworkUnavailable", 0));
      if (this.unsent !== null) this.setState({ status: "offline" });
      return;
    }
    const job = this.fieldsJobs.shift();
    if (!job && (this.unsent === null || this.debounceTimer || this.retryTimer)) return;
    const data = this.unsent;
    const body: SaveRequest = { version: this.version, ...(job?.patch ?? {}), ...(data ? { data } : {}) };
    this.inFlight = true;
    this.clearDebounce();
    this.setState({ status: "saving" });
    this.options.send(body).then(
      (saved) => this.onSuccess(saved, data, job),
      (error: unknown) => this.onFailure(error, job, data),
    );
  }

  private onSuccess(saved: SavedResume, sent: ResumeData | null, job: FieldsJob | undefined): void {
    this.inFlight = false;
    if (this.disposed) return;
    this.unknownOutcomes = [];
    this.version = saved.version;
    if (sent) this.base = sent;
    this.attempt = 0;
    this.options.onSaved(saved, sent);
    job?.resolve();
    if (sent !== null && this.unsent === sent) {
      this.unsent = null;
      this.options.onUnsentChange(null);
    } else if (this.unsent) {
      // Edits made while the request was out: they now extend the version just saved.
      this.options.onUnsentChange({ data: this.unsent, baseVersion: this.version });
    }
    const more = this.unsent !== null || this.fieldsJobs.length > 0;
    this.setState({ status: more ? "pending" : "saved", savedAt: this.options.now(), errorCode: null, retryAt: null });
    if (more && !this.debounceTimer) this.pump();
  }

  private onFailure(error: unknown, job: FieldsJob | undefined, sent: ResumeData | null): void {
    this.inFlight = false;
    if (this.disposed) return;
    const code = error instanceof ApiError ? error.code : "SomethingWentWrong";
    if (code === "VersionConflict" && error instanceof ApiError) {
      const current = (error.body?.details as { current?: SavedResume } | undefined)?.current;
      if (current && this.unknownOutcomes.some((data) => deepEqual(data, current.data))) {
        // An earlier attempt did reach the server: continue from that version, nothing to ask.
        this.unknownOutcomes = [];
        this.version = current.version;
        this.base = current.data;
        if (this.unsent !== null && deepEqual(this.unsent, current.data)) {
          this.unsent = null;
          this.options.onUnsentChange(null);
        } else if (this.unsent !== null) this.options.onUnsentChange({ data: this.unsent, baseVersion: this.version });
        if (job) this.fieldsJobs.unshift(job);
        this.options.onSaved(current, null);
        this.setState({
          status: this.unsent !== null || this.fieldsJobs.length > 0 ? "pending" : "saved",
          savedAt: this.options.now(),
        });
        this.pump();
        return;
      }
      if (current) {
        const local = this.unsent ?? sent ?? this.options.currentData();
        const merged = this.base ? mergeThreeWay(this.base, local, current.data) : null;
        if (merged) {
          // Both edits touched different things: keep both, tell the user, carry on.
          this.version = current.version;
          this.base = current.data;
          this.unsent = merged;
          if (job) this.fieldsJobs.unshift(job);
          this.options.onMerged(merged, current);
          this.options.onUnsentChange({ data: merged, baseVersion: this.version });
          this.pump();
          return;
        }
        // Never save over the other version silently: the user decides (even when only a field save
        // noticed, this tab's data is stale and its next save would overwrite theirs).
        job?.reject(error);
        this.setState({ status: "conflict", conflict: { current, local }, errorCode: null, retryAt: null });
        for (const pending of this.fieldsJobs.splice(0)) pending.reject(error);
        return;
      }
    }
    job?.reject(error);
    if (code === "ResumeLocked") {
      this.setState({ status: "locked", errorCode: code, retryAt: null });
      this.options.onLocked();
      for (const pending of this.fieldsJobs.splice(0)) pending.reject(error);
      return;
    }
    if (job && !isTransientSaveError(error)) {
      // The field change was refused (plan, taken slug...): the caller shows why. Data that rode
      // along was not saved either: send it again on its own.
      this.setState({ status: this.unsent ? "pending" : this.state.savedAt ? "saved" : "idle" });
      this.pump();
      return;
    }
    if (this.unsent === null && this.fieldsJobs.length === 0) {
      this.setState({ status: "error", errorCode: code });
      return;
    }
    if (isTransientSaveError(error)) {
      if (sent !== null) this.unknownOutcomes.push(sent);
      const delay = retryDelayMs(this.attempt);
      this.attempt += 1;
      const retryAt = this.options.now() + delay;
      this.setState({ status: this.options.isOnline() ? "retrying" : "offline", errorCode: code, retryAt });
      this.clearRetry();
      this.retryTimer = setTimeout(() => {
        this.retryTimer = null;
        this.pump();
      }, delay);
      return;
    }
    // Refused for a reason a retry will not fix (invalid data, signed out): keep the edits and say so;
    // the next edit or the save button tries again.
    this.setState({ status: "error", errorCode: code, retryAt: null });
  }

  private clearDebounce(): void {
    if (this.debounceTimer) clearTimeout(this.debounceTimer);
    this.debounceTimer = null;
  }

  private clearRetry(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private setState(patch: Partial<SaveState>): void {
    // Every keystroke reports "pending": only a real change reaches the listeners (and re-renders).
    if ((Object.keys(patch) as (keyof SaveState)[]).every((key) => Object.is(this.state[key], patch[key]))) return;
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }
}

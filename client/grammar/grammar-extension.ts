import { Extension } from "@tiptap/core";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { Plugin, PluginKey, TextSelection, type EditorState, type Transaction } from "@tiptap/pm/state";
import { Decoration, DecorationSet, type EditorView } from "@tiptap/pm/view";
import type { GrammarLint, LintSuggestion } from "@/core/ai/grammar/harper-lints";
import { checkGrammar } from "./grammar-checker";

// Instant spelling and grammar marks in the rich-text editor: the document's text goes to the grammar
// worker after every change (one check at a time; a change during a check asks for one more after
// it), and the answer becomes wavy underlines (decorations: never part of the stored HTML). Marks
// follow the text as it is edited until the next answer replaces them.

/** A lint placed in the document: from/to are editor positions, kept current through edits. */
export type PlacedLint = GrammarLint & { from: number; to: number; id: string };

export type GrammarStatus = "off" | "loading" | "ready" | "failed";

export type GrammarStorage = {
  /** Set by the editor's component: the resume's locale when checking is on and the text is English, else null. */
  locale: string | null;
  /** Problems the user chose to ignore in this page's life, by kind and text. */
  ignored: Set<string>;
  onChange: (lints: PlacedLint[], status: GrammarStatus) => void;
  onOpen: (lint: PlacedLint) => void;
  /** Checks the text again (after the locale or the ignored list changed); set while the editor is mounted. */
  recheck: () => void;
};

type PluginState = { lints: PlacedLint[]; decorations: DecorationSet };

const grammarKey = new PluginKey<PluginState>("grammar");

export function ignoreKey(lint: GrammarLint): string {
  return `${lint.kind}\u0000${lint.problem}`;
}

/** Harper's kinds in the five groups the editor shows (and colours). */
export function lintGroup(kind: string): "spelling" | "grammar" | "punctuation" | "capitalization" | "style" {
  if (kind === "Spelling" || kind === "Typo") return "spelling";
  if (kind === "Grammar" || kind === "Agreement" || kind === "BoundaryError") return "grammar";
  if (kind === "Punctuation" || kind === "Formatting") return "punctuation";
  if (kind === "Capitalization") return "capitalization";
  return "style";
}

export type TextMap = { text: string; segments: { offset: number; pos: number; length: number }[] };

/** The document as one text (blocks apart by a blank line, a line break as "\n") with where each run sits. */
export function textOf(doc: ProseMirrorNode): TextMap {
  let text = "";
  const segments: TextMap["segments"] = [];
  doc.descendants((node, pos) => {
    if (!node.isTextblock) return true;
    if (text) text += "\n\n";
    node.forEach((child, childOffset) => {
      if (child.isText && child.text) {
        segments.push({ offset: text.length, pos: pos + 1 + childOffset, length: child.text.length });
        text += child.text;
      } else text += "\n";
    });
    return false;
  });
  return { text, segments };
}

/** The editor position of a text offset, when it falls inside one run of text. */
function positionOf(map: TextMap, offset: number, isEnd: boolean): number | null {
  for (const segment of map.segments) {
    const inside = isEnd
      ? offset > segment.offset && offset <= segment.offset + segment.length
      : offset >= segment.offset && offset < segment.offset + segment.length;
    if (inside) return segment.pos + (offset - segment.offset);
  }
  return null;
}

function decorationsOf(doc: ProseMirrorNode, lints: PlacedLint[]): DecorationSet {
  return DecorationSet.create(
    doc,
    lints.map((lint) =>
      Decoration.inline(
        lint.from,
        lint.to,
        { class: `grammar-mark grammar-mark-${lintGroup(lint.kind)}`, "data-grammar-id": lint.id },
        { id: lint.id },
      ),
    ),
  );
}

export function place(map: TextMap, lints: GrammarLint[], ignored: Set<string>): PlacedLint[] {
  return lints.flatMap((lint, index) => {
    if (ignored.has(ignoreKey(lint)) || lint.end <= lint.start) return [];
    const from = positionOf(map, lint.start, false);
    const to = positionOf(map, lint.end, true);
    return from === null || to === null || to <= from ? [] : [{ ...lint, from, to, id: `${index}:${from}` }];
  });
}

/**
 * Marks set together with the caret where the browser already shows it. A key such as Ctrl+End moves the
 * browser's caret at once, but the editor learns of it only with the "selectionchange" event that follows;
 * an answer landing in between redraws the marked text and would put the caret back where the editor last
 * knew it, so the next keystrokes went there.
 */
function setMarks(view: EditorView, lints: PlacedLint[]): void {
  const tr = view.state.tr.setMeta(grammarKey, lints);
  view.dispatch(withBrowserCaret(view, tr));
}

function withBrowserCaret(view: EditorView, tr: Transaction): Transaction {
  const selection = view.hasFocus() ? view.dom.ownerDocument.getSelection() : null;
  const { anchorNode, focusNode } = selection ?? {};
  if (!selection || !anchorNode || !focusNode || !view.dom.contains(anchorNode) || !view.dom.contains(focusNode))
    return tr;
  try {
    const anchor = view.posAtDOM(anchorNode, selection.anchorOffset);
    const head = view.posAtDOM(focusNode, selection.focusOffset);
    if (anchor === tr.selection.anchor && head === tr.selection.head) return tr;
    return tr.setSelection(TextSelection.between(tr.doc.resolve(anchor), tr.doc.resolve(head)));
  } catch {
    // A point the editor cannot place (inside a widget): its own selection stands.
    return tr;
  }
}

/** Starts checks for one editor view: at most one in flight, the latest text always checked last. */
function checker(view: EditorView, storage: GrammarStorage) {
  let running = false;
  let again = false;
  let destroyed = false;
  let answered = false;

  async function run(): Promise<void> {
    const locale = storage.locale;
    const state = view.state;
    // The browser's own spell checker would underline the same words twice.
    view.dom.setAttribute("spellcheck", locale ? "false" : "true");
    if (!locale) {
      if (grammarKey.getState(state)?.lints.length) setMarks(view, []);
      storage.onChange([], "off");
      return;
    }
    running = true;
    // The first check loads Harper (a few seconds on a slow line); later ones take milliseconds.
    if (!answered) storage.onChange([], "loading");
    const map = textOf(state.doc);
    try {
      const lints = map.text.trim() ? await checkGrammar(map.text, locale) : [];
      if (destroyed) return;
      // A newer text is waiting: this answer is for an old one.
      if (view.state.doc === state.doc && storage.locale === locale && !again) {
        const placed = place(map, lints, storage.ignored);
        setMarks(view, placed);
        answered = true;
        storage.onChange(placed, "ready");
      }
    } catch (error) {
      console.error("grammar check failed", error);
      if (!destroyed) storage.onChange([], "failed");
    } finally {
      running = false;
      if (again && !destroyed) {
        again = false;
        void run();
      }
    }
  }

  return {
    schedule() {
      if (running) again = true;
      else void run();
    },
    destroy() {
      destroyed = true;
    },
  };
}

/** Replaces a lint's text with a suggestion (as typed text, keeping the marks around it). */
export function applySuggestion(view: EditorView, lint: PlacedLint, suggestion: LintSuggestion): void {
  const current = grammarKey.getState(view.state)?.lints.find((entry) => entry.id === lint.id) ?? lint;
  const tr = view.state.tr;
  if (suggestion.kind === "replace") tr.insertText(suggestion.text, current.from, current.to);
  else if (suggestion.kind === "remove") tr.delete(current.from, current.to);
  else tr.insertText(suggestion.text, current.to);
  view.dispatch(tr);
}

export const GrammarMarks = Extension.create<Record<string, never>, GrammarStorage>({
  name: "grammarMarks",

  addStorage() {
    return { locale: null, ignored: new Set(), onChange: () => {}, onOpen: () => {}, recheck: () => {} };
  },

  addProseMirrorPlugins() {
    const storage = this.storage;
    return [
      new Plugin<PluginState>({
        key: grammarKey,
        state: {
          init: (_, state: EditorState) => ({ lints: [], decorations: DecorationSet.create(state.doc, []) }),
          apply(tr, value, _old, state) {
            const meta = tr.getMeta(grammarKey) as PlacedLint[] | undefined;
            if (meta) return { lints: meta, decorations: decorationsOf(state.doc, meta) };
            if (!tr.docChanged) return value;
            // Keep each mark on its words while the text around it changes; a mark whose words were
            // edited is dropped until the next answer.
            const lints = value.lints.flatMap((lint) => {
              const from = tr.mapping.mapResult(lint.from, 1);
              const to = tr.mapping.mapResult(lint.to, -1);
              const touched = from.deleted || to.deleted || to.pos - from.pos !== lint.to - lint.from;
              return touched ? [] : [{ ...lint, from: from.pos, to: to.pos }];
            });
            return { lints, decorations: decorationsOf(state.doc, lints) };
          },
        },
        props: {
          decorations: (state) => grammarKey.getState(state)?.decorations,
          handleClick(view, pos) {
            const lint = grammarKey.getState(view.state)?.lints.find((entry) => pos >= entry.from && pos <= entry.to);
            if (lint) storage.onOpen(lint);
            return false;
          },
        },
        view(view) {
          const checks = checker(view, storage);
          storage.recheck = checks.schedule;
          checks.schedule();
          return {
            update(updated, previous) {
              if (updated.state.doc !== previous.doc) checks.schedule();
            },
            destroy() {
              checks.destroy();
              storage.recheck = () => {};
            },
          };
        },
      }),
    ];
  },
});

declare module "@tiptap/core" {
  interface Storage {
    grammarMarks: GrammarStorage;
  }
}

type EditorWithGrammar = { storage: { grammarMarks: GrammarStorage } };

/** Connects an editor's marks to its menu: what to check (null: nothing) and where answers go. Checks again. */
export function connectGrammar(
  editor: EditorWithGrammar,
  connection: Pick<GrammarStorage, "locale" | "onChange" | "onOpen">,
): void {
  Object.assign(editor.storage.grammarMarks, connection);
  // Before the editor is mounted this does nothing: the plugin's first check reads the storage.
  editor.storage.grammarMarks.recheck();
}

/** Stops marking this problem (this kind, this text) in the editor while the page is open. */
export function ignoreLint(editor: EditorWithGrammar, lint: GrammarLint): void {
  editor.storage.grammarMarks.ignored.add(ignoreKey(lint));
  editor.storage.grammarMarks.recheck();
}

"use client";

import { useEditorState, type ChainedCommands, type Editor } from "@tiptap/react";
import {
  AlignCenter,
  AlignJustify,
  AlignLeft,
  AlignRight,
  Bold,
  Heading1,
  Heading2,
  Heading3,
  Italic,
  Link as LinkIcon,
  List,
  ListOrdered,
  Underline,
  type LucideIcon,
} from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Fragment, useState } from "react";
import { directionOf, type Locale } from "@/core/i18n/locales";
import { AiWritingMenu } from "@/components/builder/ai/ai-writing-menu";
import { GrammarMenu } from "./grammar-menu";
import { LinkDialog } from "./link-dialog";
import { ToolbarButton } from "./toolbar-button";

const alignments = [
  { value: "left", icon: AlignLeft, key: "alignLeft" },
  { value: "center", icon: AlignCenter, key: "alignCenter" },
  { value: "right", icon: AlignRight, key: "alignRight" },
  { value: "justify", icon: AlignJustify, key: "alignJustify" },
] as const;
// Right to left: align-right comes first (at the start, the right), align-left after it, so that each
// button sits on the side it aligns to (issue 25, item 5).
const alignmentsRtl = [alignments[2], alignments[1], alignments[0], alignments[3]] as const;

const headingIcons = { 1: Heading1, 2: Heading2, 3: Heading3 } as const;

type Toggle = {
  name: "bold" | "italic" | "underline" | "bulletList" | "orderedList";
  icon: LucideIcon;
  toggle: (chain: ChainedCommands) => ChainedCommands;
};

// The marks, then the lists (their icons have a direction, turned round right to left): each a button
// that shows whether the selection has it and toggles it.
const toggleGroups: readonly { isMirrored: boolean; toggles: readonly Toggle[] }[] = [
  {
    isMirrored: false,
    toggles: [
      { name: "bold", icon: Bold, toggle: (chain) => chain.toggleBold() },
      { name: "italic", icon: Italic, toggle: (chain) => chain.toggleItalic() },
      { name: "underline", icon: Underline, toggle: (chain) => chain.toggleUnderline() },
    ],
  },
  {
    isMirrored: true,
    toggles: [
      { name: "bulletList", icon: List, toggle: (chain) => chain.toggleBulletList() },
      { name: "orderedList", icon: ListOrdered, toggle: (chain) => chain.toggleOrderedList() },
    ],
  },
];

/** The editor's formatting bar: headings, marks, lists, alignment and the link prompt. */
export function RichTextToolbar({ editor, disabled }: { editor: Editor | null; disabled?: boolean }) {
  const t = useTranslations("builderContent.editor");
  const isRtl = directionOf(useLocale() as Locale) === "rtl";
  const [linkOpen, setLinkOpen] = useState(false);
  // The selector reads this render's editor, not the hook's snapshot: tiptap's snapshot keeps the first
  // render's null until the editor's next transaction, which left the toolbar disabled until the user
  // clicked into the text (a keyboard user tabbing to the toolbar met only disabled buttons).
  const state = useEditorState({
    editor,
    selector: () => {
      const current = editor;
      return current
        ? {
            headings: ([1, 2, 3] as const).map((level) => current.isActive("heading", { level })),
            bold: current.isActive("bold"),
            italic: current.isActive("italic"),
            underline: current.isActive("underline"),
            bulletList: current.isActive("bulletList"),
            orderedList: current.isActive("orderedList"),
            align: alignments.find((entry) => current.isActive({ textAlign: entry.value }))?.value ?? "",
            link: current.isActive("link"),
            href: String(current.getAttributes("link").href ?? ""),
          }
        : null;
    },
  });
  const isDisabled = disabled || !editor || !state;
  const chain = () => editor!.chain().focus();

  return (
    <div role="toolbar" aria-label={t("toolbar")} className="flex flex-wrap items-center gap-0.5 border-b px-1.5 py-1">
      {([1, 2, 3] as const).map((level) => (
        <ToolbarButton
          key={level}
          label={t("heading", { level })}
          icon={headingIcons[level]}
          isActive={state?.headings[level - 1] ?? false}
          disabled={isDisabled}
          onClick={() => chain().toggleHeading({ level }).run()}
        />
      ))}
      {toggleGroups.map((group, groupIndex) => (
        <Fragment key={groupIndex}>
          <span className="mx-1 h-5 w-px bg-border" aria-hidden />
          {group.toggles.map((entry) => (
            <ToolbarButton
              key={entry.name}
              label={t(entry.name)}
              icon={entry.icon}
              isMirrored={group.isMirrored}
              isActive={state?.[entry.name] ?? false}
              disabled={isDisabled}
              onClick={() => entry.toggle(chain()).run()}
            />
          ))}
        </Fragment>
      ))}
      <span className="mx-1 h-5 w-px bg-border" aria-hidden />
      {(isRtl ? alignmentsRtl : alignments).map((entry) => (
        <ToolbarButton
          key={entry.value}
          label={t(entry.key)}
          icon={entry.icon}
          isActive={state?.align === entry.value}
          disabled={isDisabled}
          onClick={() => chain().setTextAlign(entry.value).run()}
        />
      ))}
      <span className="mx-1 h-5 w-px bg-border" aria-hidden />
      <ToolbarButton
        label={t("link")}
        icon={LinkIcon}
        isActive={state?.link ?? false}
        disabled={isDisabled}
        onClick={() => setLinkOpen(true)}
      />
      <span className="ms-auto" aria-hidden />
      <GrammarMenu editor={editor} disabled={isDisabled} />
      <AiWritingMenu editor={editor} disabled={isDisabled} />
      <LinkDialog
        open={linkOpen}
        initialHref={state?.href ?? ""}
        onCancel={() => {
          setLinkOpen(false);
          editor?.commands.focus();
        }}
        onApply={(href) => {
          setLinkOpen(false);
          if (!editor) return;
          // An empty address removes the link (spec §2).
          if (href === "") chain().extendMarkRange("link").unsetLink().run();
          else chain().extendMarkRange("link").setLink({ href }).run();
        }}
      />
    </div>
  );
}

import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { onlyWorkspaceMessages } from "@/core/i18n/client-messages";
import { MoreMessages } from "./more-messages";

/**
 * The workspace's screens: the messages the locale layout leaves out of the browser's, added to those
 * (core/i18n/client-messages.ts).
 */
export async function WorkspaceMessages({ children }: { children: ReactNode }) {
  return <MoreMessages messages={onlyWorkspaceMessages(await getMessages())}>{children}</MoreMessages>;
}

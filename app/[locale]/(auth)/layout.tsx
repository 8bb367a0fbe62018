// The workspace's screens get every message (core/i18n/client-messages.ts).
export { WorkspaceMessages as default } from "@/components/providers/workspace-messages";

import type { Metadata } from "next";
import type { ReactNode } from "react";
import { DashboardShell } from "@/components/dashboard/dashboard-shell";
import { WorkspaceMessages } from "@/components/providers/workspace-messages";
import { requireUserOrRedirect } from "@/lib/auth/session";

export const metadata: Metadata = { robots: { index: false } };

/** Every dashboard page is signed-in only; each page still checks for itself (layouts do not guard data). */
export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const user = await requireUserOrRedirect();
  return (
    <WorkspaceMessages>
      <DashboardShell user={user}>{children}</DashboardShell>
    </WorkspaceMessages>
  );
}

import type { Metadata } from "next";
import { authPageMetadata, type AuthSearchParams } from "../_lib/auth-page";
import { OtpPage } from "../_lib/otp-page";

export async function generateMetadata(): Promise<Metadata> {
  return authPageMetadata("auth.otp", { titleKey: "backupTitle" });
}

export default function BackupOtpPage({ searchParams }: { searchParams: AuthSearchParams }) {
  return <OtpPage kind="backup" searchParams={searchParams} />;
}

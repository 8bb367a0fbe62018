import type { Metadata } from "next";
import { authPageMetadata, type AuthSearchParams } from "../_lib/auth-page";
import { OtpPage } from "../_lib/otp-page";

export async function generateMetadata(): Promise<Metadata> {
  return authPageMetadata("auth.otp");
}

export default function VerifyOtpPage({ searchParams }: { searchParams: AuthSearchParams }) {
  return <OtpPage kind="totp" searchParams={searchParams} />;
}

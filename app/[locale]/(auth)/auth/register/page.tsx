import type { Metadata } from "next";
import { RegisterPanel } from "@/components/auth/register-panel";
import { SignInCard } from "@/components/auth/sign-in-card";
import { authPageMetadata, signedOutTarget, signInMethods, type AuthSearchParams } from "../_lib/auth-page";

export async function generateMetadata(): Promise<Metadata> {
  return authPageMetadata("auth.register");
}

export default async function RegisterPage({ searchParams }: { searchParams: AuthSearchParams }) {
  const target = await signedOutTarget(await searchParams);
  const methods = await signInMethods();
  return (
    <SignInCard page="register" providers={methods.social} redirectTo={target}>
      <RegisterPanel redirectTo={target} />
    </SignInCard>
  );
}

import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { ProviderIcon } from "./provider-icons";
import { redirectSearch } from "@/core/auth/safe-redirect";

export type SocialProvider = { id: string; name: string };

/** One button per enabled provider; each navigates to /api/auth/{provider}, which starts its flow. */
export async function SocialButtons({ providers, redirectTo }: { providers: SocialProvider[]; redirectTo: string }) {
  const t = await getTranslations("auth.card");
  if (providers.length === 0) return null;
  const query = redirectSearch(redirectTo);
  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3 text-xs text-muted-foreground" role="separator">
        <span className="h-px flex-1 bg-border" aria-hidden />
        <span>{t("divider")}</span>
        <span className="h-px flex-1 bg-border" aria-hidden />
      </div>
      <div className={providers.length > 1 ? "grid grid-cols-1 gap-2 sm:grid-cols-2" : "grid"}>
        {providers.map((provider) => (
          <Button key={provider.id} variant="outline" asChild className="w-full">
            {/* A plain link: the provider's flow is a full navigation, never a client-side route. */}
            <a
              href={`/api/auth/${encodeURIComponent(provider.id)}${query}`}
              data-provider={provider.id}
              aria-label={t("continueWith", { provider: provider.name })}
            >
              <ProviderIcon provider={provider.id} />
              {provider.name}
            </a>
          </Button>
        ))}
      </div>
    </div>
  );
}

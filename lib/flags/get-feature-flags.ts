import "server-only";
import { config } from "@/lib/config";

export type FeatureFlags = {
  isSignupsDisabled: boolean;
  isEmailAuthDisabled: boolean;
  premiumFeaturesEnabled: boolean;
};

export function getFeatureFlags(): FeatureFlags {
  return {
    isSignupsDisabled: config.FLAG_SIGNUPS_DISABLED,
    isEmailAuthDisabled: config.FLAG_EMAIL_AUTH_DISABLED,
    premiumFeaturesEnabled: config.FLAG_PREMIUM_FEATURES_ENABLED,
  };
}

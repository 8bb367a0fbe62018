/**
 * The quick-add social profiles of spec §2 (the icon is a Simple Icons slug, which the templates
 * map to their own icons; the host is the placeholder's example).
 */
export const socialNetworks = [
  { network: "LinkedIn", icon: "linkedin", host: "www.linkedin.com/in" },
  { network: "X (Twitter)", icon: "x", host: "x.com" },
  { network: "GitHub", icon: "github", host: "github.com" },
  { network: "YouTube", icon: "youtube", host: "www.youtube.com/@" },
  { network: "Behance", icon: "behance", host: "www.behance.net" },
  { network: "Dribbble", icon: "dribbble", host: "dribbble.com" },
  { network: "Stack Overflow", icon: "stackoverflow", host: "stackoverflow.com/users" },
  { network: "Instagram", icon: "instagram", host: "www.instagram.com" },
  { network: "Facebook", icon: "facebook", host: "www.facebook.com" },
] as const;

export type SocialNetwork = (typeof socialNetworks)[number];

export function socialNetworkOf(icon: string): SocialNetwork | undefined {
  return socialNetworks.find((network) => network.icon === icon);
}

import type { MetadataRoute } from "next";
import { config } from "@/lib/config";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: "*",
      allow: "/",
      disallow: [
        "/api/",
        "/artboard/",
        ...["builder", "dashboard", "auth"].flatMap((area) => [`/${area}/`, `/*/${area}/`]),
      ],
    },
    sitemap: new URL("/sitemap.xml", config.APP_URL).toString(),
  };
}

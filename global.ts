import type { routing } from "@/lib/i18n/routing";
import type messages from "./messages/en.json";

// Typed locales and message keys for next-intl (useTranslations / getTranslations).
declare module "next-intl" {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: typeof messages;
  }
}

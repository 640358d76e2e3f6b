import { SoftLink } from "@/lib/navigation/soft-link";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { buttonClasses } from "@/components/ui/button";
import { RecordsPersonsResponseSchema } from "@/lib/contract/records";
import type { Locale } from "@/lib/i18n/routing";
import { getPathname } from "@/lib/i18n/paths";
import { readRecords } from "@/lib/records/read";

/**
 * The profile's way into "My health record": a link, or, on a deployment with no HIS configured,
 * a plain sentence in its place saying records are not available online. Whether there is an HIS
 * is the backend's answer (GET /api/records/persons), streamed so the profile never waits on it.
 */
export async function RecordsProfileSection({ locale, userToken }: { locale: Locale; userToken: string | undefined }) {
  const t = await getTranslations({ locale, namespace: "records" });
  return (
    <section aria-labelledby="records-section-title" className="grid grid-cols-1 gap-3" data-testid="records-section">
      <h2 id="records-section-title" className="text-xl font-bold text-ink">
        {t("title")}
      </h2>
      <Suspense fallback={<p className="text-muted">{t("section.text")}</p>}>
        <RecordsEntry locale={locale} userToken={userToken} />
      </Suspense>
    </section>
  );
}

async function RecordsEntry({ locale, userToken }: { locale: Locale; userToken: string | undefined }) {
  const t = await getTranslations({ locale, namespace: "records" });
  const persons = userToken ? await readRecords("/api/records/persons", { locale, userToken, schema: RecordsPersonsResponseSchema, what: "persons" }) : null;
  if (persons && !persons.ok && persons.reason === "not_configured") {
    return (
      <p className="text-ink" data-testid="records-not-configured">
        {t("notConfigured")}
      </p>
    );
  }
  return (
    <>
      <p className="text-muted">{t("section.text")}</p>
      <SoftLink href={getPathname({ locale, href: "/profile/records" })} prefetch={false} className={buttonClasses("primary", "md", "justify-self-start")}>
        {t("section.open")}
      </SoftLink>
    </>
  );
}

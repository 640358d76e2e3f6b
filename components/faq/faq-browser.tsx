"use client";

import { useId, useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import { ChevronDownIcon, CloseIcon } from "@/components/ui/icons";
import { PROSE_CLASSES } from "@/components/static/prose";
import { foldText, matchesAllWords } from "./fold";

export type FaqView = { id: number; question: string; /** Sanitized on the server. */ answerHtml: string };
export type FaqGroupView = { name: string; faqs: FaqView[] };

/** An answer's words for the search: block ends keep adjacent paragraphs' words apart. */
function answerText(html: string): string {
  const spaced = html.replace(/<\/(?:p|div|h[1-6]|li|tr|td|th|blockquote)>|<br\s*\/?>/gi, (tag) => `${tag} `);
  return new DOMParser().parseFromString(spaced, "text/html").body.textContent ?? "";
}

/**
 * The FAQ's interactive leaf: a search box that filters questions as you type (diacritics and
 * spelling variants ignored) and one disclosure button per question (aria-expanded/aria-controls).
 */
export function FaqBrowser({ groups }: { groups: FaqGroupView[] }) {
  const t = useTranslations("faq");
  const baseId = useId();
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());

  const folded = foldText(query);
  const searching = folded !== "";
  // Built in the browser when a search starts (the server renders no search), so the page need
  // not send each answer a second time as plain text.
  const index = useMemo(
    () =>
      searching
        ? groups.map((group) => ({
            ...group,
            faqs: group.faqs.map((faq) => ({ ...faq, folded: foldText(`${faq.question} ${answerText(faq.answerHtml)} ${group.name}`) })),
          }))
        : null,
    [groups, searching],
  );
  const visible = index
    ? index.map((group) => ({ ...group, faqs: group.faqs.filter((faq) => matchesAllWords(faq.folded, folded)) })).filter((group) => group.faqs.length > 0)
    : groups;
  const count = visible.reduce((sum, group) => sum + group.faqs.length, 0);

  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="flex flex-col gap-8">
      <search className="flex flex-col gap-2">
        <label htmlFor={`${baseId}-q`} className="font-semibold text-ink">
          {t("searchLabel")}
        </label>
        <div className="relative max-w-xl">
          <input
            id={`${baseId}-q`}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t("searchPlaceholder")}
            autoComplete="off"
            aria-describedby={`${baseId}-count`}
            className="min-h-12 w-full rounded-xl border border-line-strong bg-white px-4 pe-12 text-base text-ink placeholder:text-muted focus-visible:border-brand-600"
          />
          {query && (
            <button
              type="button"
              onClick={() => setQuery("")}
              className="absolute end-1 top-1/2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full text-muted hover:bg-brand-50 hover:text-brand-700"
            >
              <CloseIcon size={18} />
              <span className="sr-only">{t("clear")}</span>
            </button>
          )}
        </div>
        <p id={`${baseId}-count`} role="status" className="text-sm text-muted">
          {folded ? t("matches", { count }) : ""}
        </p>
      </search>

      {folded && count === 0 ? (
        <p className="rounded-[var(--radius-card)] border border-dashed border-line bg-surface px-6 py-10 text-center text-lg font-semibold text-ink">
          {t("noMatches", { term: query.trim() })}
        </p>
      ) : (
        visible.map((group, groupIndex) => (
          <section key={group.name} aria-labelledby={`${baseId}-g${groupIndex}`} className="flex flex-col gap-3">
            <h2 id={`${baseId}-g${groupIndex}`} className="text-xl font-bold text-brand-800 md:text-2xl">
              {group.name}
            </h2>
            <ul className="flex flex-col gap-3">
              {group.faqs.map((faq) => {
                const expanded = open.has(faq.id) || (Boolean(folded) && count <= 3);
                const panelId = `${baseId}-a${faq.id}`;
                return (
                  <li key={faq.id} className="faq-item">
                    <h3 className="faq-question">
                      <button
                        type="button"
                        aria-expanded={expanded}
                        aria-controls={panelId}
                        onClick={() => toggle(faq.id)}
                        className="faq-button"
                      >
                        <span>{faq.question}</span>
                        <ChevronDownIcon
                          size={20}
                          className={expanded ? "faq-chevron rotate-180" : "faq-chevron"}
                        />
                      </button>
                    </h3>
                    <div
                      id={panelId}
                      hidden={!expanded}
                      className={`faq-answer ${PROSE_CLASSES}`}
                      dangerouslySetInnerHTML={{ __html: faq.answerHtml }}
                    />
                  </li>
                );
              })}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}

"use client";

import { useTranslations } from "next-intl";
import { useRef, useState, useTransition } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { buttonClasses } from "@/components/ui/button";
import { removeFamilyMemberAction } from "@/lib/account/family-actions";
import { FAMILY_MEMBERS_MAX, type FamilyMember } from "@/lib/contract/family";
import { dateLocale, dateTimeFormat } from "@/lib/intl/formatters";
import { FamilyMemberForm } from "./family-member-form";

type Editing = { kind: "none" } | { kind: "add" } | { kind: "edit"; id: number } | { kind: "remove"; id: number };

/**
 * The profile's family: the people the patient books for, each with edit and remove, and a form to
 * add one. After each change the focus lands on what changed (the list's message or the heading).
 */
export function FamilyManager({ locale, initial }: { locale: string; initial: FamilyMember[] }) {
  const t = useTranslations("family");
  const [members, setMembers] = useState(initial);
  const [editing, setEditing] = useState<Editing>({ kind: "none" });
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [removing, startRemoving] = useTransition();
  const noticeRef = useRef<HTMLDivElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const born = (day: string) =>
    dateTimeFormat(dateLocale(locale), { timeZone: "UTC", day: "numeric", month: "long", year: "numeric", numberingSystem: "latn" }).format(new Date(`${day}T12:00:00Z`));
  const relationOf = (m: FamilyMember) => t(`relations.${m.relation}.${m.gender}`);

  const done = (message: string | null) => {
    setEditing({ kind: "none" });
    setError(null);
    setNotice(message);
    requestAnimationFrame(() => noticeRef.current?.focus());
  };

  const remove = (member: FamilyMember) =>
    startRemoving(async () => {
      setError(null);
      const result = await removeFamilyMemberAction(locale, member.id);
      if (!result.ok) {
        setError(result.message);
        return;
      }
      setMembers((list) => list.filter((m) => m.id !== member.id));
      done(result.message ?? null);
    });

  return (
    <section aria-labelledby="family-title" className="rounded-card bg-white p-4 shadow-card sm:p-6" data-testid="family-section">
      <h2 id="family-title" className="text-xl font-semibold text-ink">
        {t("title")}
      </h2>
      <p className="mt-2 text-muted">{t("intro")}</p>
      <div className={notice || error ? "mt-4 space-y-3" : undefined}>
        <FormAlert ref={noticeRef} tone="success" message={notice} />
        <FormAlert message={error} />
      </div>

      {members.length === 0 ? <p className="mt-4 text-ink">{t("empty")}</p> : null}
      <ul className="mt-4 grid gap-3" aria-label={t("title")}>
        {members.map((member) =>
          editing.kind === "edit" && editing.id === member.id ? (
            <li key={member.id}>
              <FamilyMemberForm
                locale={locale}
                member={member}
                onSaved={(saved, message) => {
                  setMembers((list) => list.map((m) => (m.id === saved.id ? saved : m)));
                  done(message);
                }}
                onCancel={() => setEditing({ kind: "none" })}
              />
            </li>
          ) : (
            <li key={member.id} className="rounded-card border border-line p-4" data-testid="family-member">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-semibold text-ink [overflow-wrap:anywhere]">{member.full_name}</p>
                  <p className="text-sm text-muted">
                    {relationOf(member)} · {t("born", { date: born(member.date_of_birth) })}
                  </p>
                  {member.national_id || member.mobile ? (
                    <p className="text-sm text-muted">
                      {[member.national_id, member.mobile].filter(Boolean).map((value, i) => (
                        <span key={i}>
                          {i > 0 ? " · " : null}
                          <bdi dir="ltr">{value}</bdi>
                        </span>
                      ))}
                    </p>
                  ) : null}
                </div>
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    className={buttonClasses("secondary", "sm")}
                    aria-label={t("editLabel", { name: member.full_name })}
                    onClick={() => {
                      setNotice(null);
                      setEditing({ kind: "edit", id: member.id });
                    }}
                  >
                    {t("edit")}
                  </button>
                  <button
                    type="button"
                    className={buttonClasses("ghost", "sm")}
                    aria-label={t("removeLabel", { name: member.full_name })}
                    aria-expanded={editing.kind === "remove" && editing.id === member.id}
                    onClick={() => {
                      setNotice(null);
                      setEditing({ kind: "remove", id: member.id });
                    }}
                  >
                    {t("remove")}
                  </button>
                </div>
              </div>
              {editing.kind === "remove" && editing.id === member.id ? (
                <div role="group" aria-label={t("removeLabel", { name: member.full_name })} className="mt-3 rounded-lg bg-surface p-3">
                  <p className="text-ink">{t("confirmRemove", { name: member.full_name })}</p>
                  <div className="mt-3 flex flex-wrap gap-2">
                    <button
                      type="button"
                      autoFocus
                      className={buttonClasses("primary", "sm")}
                      onClick={() => setEditing({ kind: "none" })}
                    >
                      {t("keep")}
                    </button>
                    <button
                      type="button"
                      disabled={removing}
                      aria-busy={removing || undefined}
                      className={buttonClasses("secondary", "sm")}
                      onClick={() => remove(member)}
                    >
                      {removing ? t("removing") : t("removeLabel", { name: member.full_name })}
                    </button>
                  </div>
                </div>
              ) : null}
            </li>
          ),
        )}
      </ul>

      <div className="mt-4">
        {editing.kind === "add" ? (
          <FamilyMemberForm
            locale={locale}
            onSaved={(saved, message) => {
              setMembers((list) => [...list, saved]);
              done(message);
            }}
            onCancel={() => {
              setEditing({ kind: "none" });
              requestAnimationFrame(() => addRef.current?.focus());
            }}
          />
        ) : members.length >= FAMILY_MEMBERS_MAX ? (
          <p className="text-muted">{t("limitReached", { max: FAMILY_MEMBERS_MAX })}</p>
        ) : (
          <button
            ref={addRef}
            type="button"
            className={buttonClasses("primary", "md", "w-full sm:w-auto")}
            onClick={() => {
              setNotice(null);
              setEditing({ kind: "add" });
            }}
          >
            {t("add")}
          </button>
        )}
      </div>
    </section>
  );
}

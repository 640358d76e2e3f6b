"use client";

import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useLocale, useTranslations } from "next-intl";
import type { SpecialityPage } from "@/lib/api/broker";
import { useDoctorFilters, useDoctorFiltersStore } from "@/stores/doctor-filters-provider";
import { SPECIALTY_LOAD_MORE_STEP } from "@/stores/doctor-filters";
import { lookupSpecialities, lookupSubSpecialities } from "@/lib/doctors/lookup-client";
import { SPECIALTY_INPUT_ID, SpecialtyField } from "./doctor-filter-fields";

const keyOf = (branchId: number | null, query: string, limit: number) => `${branchId ?? ""}|${query.trim()}|${limit}`;

/**
 * The searchable specialty field: an ARIA 1.2 combobox (editable, list autocomplete) whose last
 * option is "load more", which grows the search limit (SPEC §4). Choosing a specialty loads its
 * sub-specialties; the hidden input keeps the form working without JavaScript.
 */
export function SpecialtyCombobox({
  initial,
  initialKey,
  typed,
}: {
  initial: SpecialityPage;
  initialKey: string;
  /** Text typed into the server's box before this took its place (not yet a choice). */
  typed?: string;
}) {
  const t = useTranslations("doctors.filters");
  const locale = useLocale();
  const store = useDoctorFiltersStore();
  const specialty = useDoctorFilters((s) => s.specialty);
  const specialtyName = useDoctorFilters((s) => s.specialtyName);
  const branchId = useDoctorFilters((s) => s.branchId);
  const query = useDoctorFilters((s) => s.specialtyQuery);
  const limit = useDoctorFilters((s) => s.specialtyLimit);

  // One form on the page at a time (sidebar or sheet), so fixed ids: the server's box has the same.
  const id = SPECIALTY_INPUT_ID;
  const listId = `${id}-list`;
  const statusId = `${id}-status`;

  const [text, setText] = useState(typed ?? specialtyName);
  const [shownName, setShownName] = useState(specialtyName);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [result, setResult] = useState<SpecialityPage>(initial);
  const [resultKey, setResultKey] = useState(initialKey);
  const [loading, setLoading] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  // The selection changed elsewhere (Back/Forward, "clear all"): show its name.
  if (specialtyName !== shownName) {
    setShownName(specialtyName);
    setText(specialtyName);
  }

  const wantedKey = keyOf(branchId, query, limit);
  useEffect(() => {
    if (!open || wantedKey === resultKey) return;
    let cancelled = false;
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      setLoading(true);
      const next = await lookupSpecialities(locale, { branchId, name: query.trim() || undefined, limit }, controller.signal);
      if (cancelled) return;
      setResult(next);
      setResultKey(wantedKey);
      setLoading(false);
    }, 200);
    return () => {
      cancelled = true;
      controller.abort();
      window.clearTimeout(timer);
      setLoading(false);
    };
  }, [open, wantedKey, resultKey, locale, branchId, query, limit]);

  const options = result.items;
  const hasMore = result.hasMore;
  const count = options.length + (hasMore ? 1 : 0);
  const loadMoreIndex = hasMore ? options.length : -1;

  useEffect(() => {
    if (!open || active < 0) return;
    listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: "nearest" });
  }, [active, open]);

  function choose(index: number) {
    if (index === loadMoreIndex) {
      store.getState().loadMoreSpecialties(SPECIALTY_LOAD_MORE_STEP);
      return; // stays open; the first new specialty takes this place
    }
    const option = options[index];
    if (!option) return;
    store.getState().selectSpecialty(option);
    setText(option.name);
    setShownName(option.name);
    setOpen(false);
    setActive(-1);
    void lookupSubSpecialities(locale, option.id).then((subs) => {
      if (store.getState().specialty === option.id) store.getState().setSubSpecialties(subs);
    });
  }

  function clear() {
    store.getState().resetSpecialty();
    store.getState().searchSpecialties("");
    setText("");
    setShownName("");
    setActive(-1);
    inputRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        if (!open) setOpen(true);
        setActive((current) => (count === 0 ? -1 : Math.min(current + 1, count - 1)));
        break;
      case "ArrowUp":
        event.preventDefault();
        if (!open) setOpen(true);
        setActive((current) => (count === 0 ? -1 : current <= 0 ? count - 1 : current - 1));
        break;
      case "Enter":
        if (open && active >= 0) {
          event.preventDefault();
          choose(active);
        }
        break;
      case "Escape":
        if (open) {
          // Closing the list must not also close the filter sheet around it.
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActive(-1);
        } else if (text && !specialty) {
          event.preventDefault();
          event.stopPropagation();
          setText("");
        }
        break;
      case "Tab":
        setOpen(false);
        break;
    }
  }

  function onBlur() {
    setOpen(false);
    setActive(-1);
    // Typed text that was never chosen is not a filter: show the real selection again.
    if (text.trim() === "" && specialty !== null) store.getState().resetSpecialty();
    else setText(specialtyName);
  }

  const expanded = open && (count > 0 || loading || query.trim() !== "");
  const activeId = expanded && active >= 0 ? `${id}-opt-${active}` : undefined;

  return (
    <SpecialtyField
      t={t}
      specialty={specialty}
      inputRef={inputRef}
      onClear={clear}
      input={{
        role: "combobox",
        "aria-expanded": expanded,
        "aria-controls": listId,
        "aria-autocomplete": "list",
        "aria-activedescendant": activeId,
        "aria-describedby": statusId,
        value: text,
        onChange: (event) => {
          setText(event.target.value);
          store.getState().searchSpecialties(event.target.value);
          setOpen(true);
          setActive(-1);
        },
        onFocus: () => setOpen(true),
        onClick: () => setOpen(true),
        onKeyDown,
        onBlur,
      }}
    >
      <span id={statusId} className="sr-only" aria-live="polite">
        {open ? (loading ? t("loading") : t("specialtyCount", { count: options.length })) : ""}
      </span>
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label={t("specialty")}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-lg border border-line bg-white py-1 shadow-[var(--shadow-raised)]"
      >
        {options.map((option, index) => (
          <li
            key={option.id}
            id={`${id}-opt-${index}`}
            data-index={index}
            role="option"
            aria-selected={option.id === specialty}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(index)}
            className={`flex min-h-11 cursor-pointer items-center px-3 text-start ${
              index === active ? "bg-brand-50 text-brand-800" : "text-ink"
            } ${option.id === specialty ? "font-semibold" : ""}`}
          >
            {option.name}
          </li>
        ))}
        {options.length === 0 && !loading ? (
          <li role="option" aria-disabled="true" aria-selected={false} className="px-3 py-2 text-sm text-muted">
            {t("noSpecialties")}
          </li>
        ) : null}
        {hasMore ? (
          <li
            id={`${id}-opt-${loadMoreIndex}`}
            data-index={loadMoreIndex}
            role="option"
            aria-selected={false}
            data-testid="specialty-load-more"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(loadMoreIndex)}
            className={`flex min-h-11 cursor-pointer items-center gap-1 border-t border-line px-3 text-sm font-semibold text-brand-700 ${
              loadMoreIndex === active ? "bg-brand-50" : ""
            }`}
          >
            {loading ? t("loading") : t("loadMore")}
          </li>
        ) : null}
      </ul>
    </SpecialtyField>
  );
}

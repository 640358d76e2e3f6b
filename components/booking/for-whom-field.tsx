"use client";

import { useTranslations } from "next-intl";
import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { PROFILE_SECTIONS } from "@/components/account/profile-sections";
import { RadioGroupField } from "@/components/forms/radio-group-field";
import type { FamilyMember } from "@/lib/contract/family";
import { Link } from "@/lib/i18n/navigation";

/**
 * "Who is this appointment for?" of a signed-in patient with family members: themself or one of
 * them, as native radios (arrow keys move between them), with the way to add someone else.
 */
export function ForWhomField<V extends FieldValues>({
  form,
  name,
  members,
  selfName,
}: {
  form: UseFormReturn<V, unknown, FieldValues>;
  name: FieldPath<V>;
  members: readonly FamilyMember[];
  selfName: string;
}) {
  const t = useTranslations("family");
  const options = [
    { value: "me", label: selfName ? t("forMe", { name: selfName }) : t("forMeUnnamed") },
    ...members.map((m) => ({
      value: String(m.id),
      label: t("memberOption", { name: m.full_name, relation: t(`relations.${m.relation}.${m.gender}`) }),
    })),
  ];
  return (
    <div className="grid gap-2" data-testid="booking-for-whom">
      <RadioGroupField form={form} name={name} legend={t("forWhom")} options={options} inline />
      <p className="text-sm">
        <Link href={{ pathname: "/profile", hash: PROFILE_SECTIONS.family }} className="font-medium text-brand-700 underline underline-offset-4">
          {t("addMemberLink")}
        </Link>
      </p>
    </div>
  );
}

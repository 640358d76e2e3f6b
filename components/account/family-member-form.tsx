"use client";

import { useTranslations } from "next-intl";
import { useId, useMemo, useRef, useState } from "react";
import { applyActionResult } from "@/components/forms/apply-action-result";
import { FormAlert } from "@/components/forms/form-alert";
import { RadioGroupField } from "@/components/forms/radio-group-field";
import { SelectField } from "@/components/forms/select-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { useValidationT } from "@/components/forms/use-validation-t";
import { useZodForm } from "@/components/forms/use-zod-form";
import { buttonClasses } from "@/components/ui/button";
import { saveFamilyMemberAction } from "@/lib/account/family-actions";
import { familyFormText } from "@/lib/account/family-text";
import { FAMILY_GENDERS, FAMILY_RELATIONS, type FamilyMember, familyMemberRequestSchema } from "@/lib/contract/family";

/**
 * Adds a family member, or edits one in place of its card: the fields of the shared contract's
 * schema (checked here, by the server action and by the backend), errors under each field.
 */
export function FamilyMemberForm({
  locale,
  member,
  onSaved,
  onCancel,
}: {
  locale: string;
  member?: FamilyMember;
  onSaved: (member: FamilyMember, message: string) => void;
  onCancel: () => void;
}) {
  const t = useTranslations("family");
  const tv = useValidationT();
  const id = useId();
  const alertRef = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);
  const schema = useMemo(() => familyMemberRequestSchema(familyFormText(t), tv), [t, tv]);
  const form = useZodForm(schema, {
    defaultValues: {
      full_name: member?.full_name ?? "",
      relation: member?.relation,
      date_of_birth: member?.date_of_birth ?? "",
      gender: member?.gender,
      national_id: member?.national_id ?? "",
      mobile: member?.mobile ?? "",
    },
  });

  const submit = async () => {
    setError(null);
    // The raw values: the server action parses them with the same schema in the visitor's language.
    const result = await saveFamilyMemberAction(locale, form.getValues(), member?.id);
    const message = applyActionResult(form, result);
    if (!result.ok) {
      setError(message);
      if (!result.fieldErrors) alertRef.current?.focus();
      return;
    }
    onSaved(result.data, message ?? "");
  };

  const title = member ? t("editTitle", { name: member.full_name }) : t("addTitle");
  return (
    <form
      noValidate
      method="post"
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      aria-labelledby={`${id}-title`}
      className="grid gap-5 rounded-card border border-line bg-surface p-4 sm:p-5"
      data-testid="family-form"
    >
      <h3 id={`${id}-title`} className="text-lg font-semibold text-ink">
        {title}
      </h3>
      <FormAlert ref={alertRef} message={error} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField form={form} name="full_name" label={t("fields.fullName")} autoComplete="off" required />
        <SelectField
          form={form}
          name="relation"
          label={t("fields.relation")}
          placeholder={t("choose")}
          options={FAMILY_RELATIONS.map((relation) => ({ value: relation, label: t(`relations.${relation}.any`) }))}
        />
        <TextField form={form} name="date_of_birth" label={t("fields.dateOfBirth")} type="date" required />
        <RadioGroupField
          form={form}
          name="gender"
          legend={t("fields.gender")}
          inline
          options={FAMILY_GENDERS.map((gender) => ({ value: gender, label: t(`genders.${gender}`) }))}
        />
        <TextField
          form={form}
          name="national_id"
          label={t("fields.nationalId")}
          hint={t("hints.nationalId")}
          optional={t("optional")}
          inputMode="numeric"
          dir="ltr"
          inputClassName="text-start"
          maxLength={10}
        />
        <TextField
          form={form}
          name="mobile"
          label={t("fields.mobile")}
          hint={t("hints.mobile")}
          optional={t("optional")}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          dir="ltr"
          inputClassName="text-start"
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={form.formState.isSubmitting} label={t("save")} pendingLabel={t("saving")} size="md" className="w-full sm:w-auto" />
        <button type="button" onClick={onCancel} className={buttonClasses("secondary", "md", "w-full sm:w-auto")}>
          {t("cancel")}
        </button>
      </div>
    </form>
  );
}

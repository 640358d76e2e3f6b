"use client";

import { useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { applyActionResult } from "@/components/forms/apply-action-result";
import { FormAlert } from "@/components/forms/form-alert";
import { SelectField, type SelectOption } from "@/components/forms/select-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { useValidationT } from "@/components/forms/use-validation-t";
import { useZodForm } from "@/components/forms/use-zod-form";
import { type PendingContact, updateProfileAction } from "@/lib/account/profile-actions";
import { profileFormSchema, toProfileForm, type ProfileFormInput } from "@/lib/account/profile-schema";
import { profileFormText } from "@/lib/account/profile-text";
import { PROFILE_CHOICES, type Profile, type ProfileChoiceField } from "@/lib/contract/accounts";
import { ContactCodeForm } from "./contact-code-form";

const card = "rounded-card bg-white p-6 shadow-card";
const grid = "mt-5 grid gap-5 sm:grid-cols-2";

/**
 * The profile's personal information and lifestyle (every SPEC §3 field), saved together. A new
 * email or mobile is confirmed by a code before it replaces the old one.
 */
export function ProfileForm({ locale, profile }: { locale: string; profile: Profile }) {
  const t = useTranslations("profile");
  const tv = useValidationT();
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingContact[]>([]);
  const alertRef = useRef<HTMLDivElement>(null);
  const savedRef = useRef<HTMLDivElement>(null);
  const form = useZodForm(profileFormSchema(profileFormText(t), tv), { defaultValues: toProfileForm(profile) });
  // The keys are built from PROFILE_CHOICES, which the messages mirror (a unit test checks).
  const options = (field: ProfileChoiceField): SelectOption[] =>
    PROFILE_CHOICES[field].map((value) => ({ value, label: t(`choices.${field}.${value}` as Parameters<typeof t>[0]) }));
  const yesNo: SelectOption[] = [
    { value: "yes", label: t("yes") },
    { value: "no", label: t("no") },
  ];
  const select = (name: keyof ProfileFormInput, label: string, list: SelectOption[]) => (
    <SelectField form={form} name={name} label={label} options={list} placeholder={t("choose")} />
  );

  const submit = async (values: ProfileFormInput) => {
    setFormError(null);
    setSaved(null);
    const result = await updateProfileAction(locale, values);
    const message = applyActionResult(form, result);
    if (!result.ok) {
      setFormError(message);
      if (!result.fieldErrors) alertRef.current?.focus();
      return;
    }
    setPending(result.data.pending);
    setSaved(message);
    savedRef.current?.focus();
  };

  return (
    <>
      <form noValidate method="post" onSubmit={(event) => void form.handleSubmit(submit)(event)} className="space-y-6" data-testid="profile-form">
        <section className={card} aria-labelledby="personal-title">
          <h2 id="personal-title" className="text-xl font-semibold text-ink">
            {t("personalInformation")}
          </h2>
          <div className={grid}>
            {/* One person, one name: both parts under one legend, each saying what it is for. */}
            <fieldset className="grid gap-5 sm:col-span-2 sm:grid-cols-2" data-testid="profile-name-fields">
              <legend className="mb-3 text-lg font-semibold text-ink">{t("nameGroup")}</legend>
              <TextField form={form} name="full_name" label={t("fullName")} hint={t("fullNameHint")} autoComplete="name" required />
              <TextField form={form} name="second_name" label={t("secondName")} hint={t("secondNameHint")} optional={t("optional")} />
            </fieldset>
            <TextField form={form} name="date_of_birth" label={t("dateOfBirth")} type="date" autoComplete="bday" optional={t("optional")} />
            {select("gender", t("gender"), options("gender"))}
            {select("blood_type", t("bloodType"), options("blood_type"))}
            <TextField form={form} name="weight" label={t("weight")} hint={t("weightHint")} inputMode="decimal" dir="ltr" optional={t("optional")} />
            <TextField form={form} name="height" label={t("height")} hint={t("heightHint")} inputMode="numeric" dir="ltr" optional={t("optional")} />
            {select("marital_status", t("maritalStatus"), options("marital_status"))}
            <TextField form={form} name="children_count" label={t("childrenCount")} inputMode="numeric" dir="ltr" optional={t("optional")} />
            <TextField form={form} name="occupation" label={t("occupation")} autoComplete="organization-title" optional={t("optional")} />
            {select("education", t("education"), options("education"))}
            <TextField
              form={form}
              name="email"
              label={t("email")}
              hint={t("contactChangeNote")}
              type="email"
              autoComplete="email"
              dir="ltr"
              required
            />
            <TextField
              form={form}
              name="mobile"
              label={t("mobile")}
              hint={t("contactChangeNote")}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              dir="ltr"
              required
            />
          </div>
        </section>

        <section className={card} aria-labelledby="lifestyle-title">
          <h2 id="lifestyle-title" className="text-xl font-semibold text-ink">
            {t("lifestyle")}
          </h2>
          <p className="mt-2 text-muted">{t("lifestylePrivacy")}</p>
          <div className={grid}>
            {select("caffeine_use", t("caffeineUse"), options("caffeine_use"))}
            {select("smoking_habit", t("smokingHabit"), options("smoking_habit"))}
            {select("alcohol_consumption", t("alcoholConsumption"), options("alcohol_consumption"))}
            {select("illicit_drug_use", t("illicitDrugUse"), options("illicit_drug_use"))}
            {select("dietary_habit", t("dietaryHabit"), options("dietary_habit"))}
            {select("activity_level", t("activityLevel"), options("activity_level"))}
            {select("wheelchair_use", t("wheelchairUse"), yesNo)}
            {select("organ_donor", t("organDonor"), yesNo)}
          </div>
        </section>

        <div className="space-y-4">
          <FormAlert ref={alertRef} message={formError} />
          <FormAlert ref={savedRef} tone="success" message={saved} />
          <SubmitButton pending={form.formState.isSubmitting} label={t("save")} pendingLabel={t("saving")} className="w-full sm:w-auto" />
        </div>
      </form>
      {pending.map((contact) => (
        <ContactCodeForm
          key={contact.identifier}
          locale={locale}
          contact={contact}
          onConfirmed={(identifier) => {
            setPending((list) => list.filter((c) => c.identifier !== identifier));
            form.setValue(contact.channel === "email" ? "email" : "mobile", identifier);
          }}
        />
      ))}
    </>
  );
}

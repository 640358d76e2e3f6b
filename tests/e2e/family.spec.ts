import { expect } from "@playwright/test";
import { expectAccessibleAtBothWidths } from "./helpers/axe";
import {
  APPOINTMENTS_REGION,
  BOOKING_REGION,
  chooseCashAndConfirm,
  details,
  holdFirstTime,
  type Lang,
  myAppointments,
  openBooking,
  saudiDoctor,
  signedInPatient,
} from "./helpers/booking";
import { chooseWithArrows, tabTo, typeInFocused } from "./helpers/keyboard";
import { test } from "./helpers/test";

/**
 * Booking for family, end to end in English: a family member added in the profile (by keyboard,
 * its errors first), booked for from the doctor's page ("for whom"), and the visit shown as theirs
 * on the confirmation and in My appointments; axe on every new state at 375 and 1280 px. Arabic:
 * the family form's labels and errors.
 */

const T = {
  ar: {
    add: "إضافة فرد من العائلة",
    name: "الاسم الكامل",
    relation: "صلة القرابة",
    born: "تاريخ الميلاد",
    female: "أنثى",
    save: "حفظ",
    nameRequired: "الاسم الكامل مطلوب",
    added: "أُضيف فرد العائلة",
    member: "سلمى عمر",
    daughter: "ابنة",
    edit: "تعديل بيانات سلمى عمر",
    cancel: "إلغاء",
    remove: "حذف سلمى عمر",
    keep: "إبقاء",
    forWhom: "لمن هذا الموعد؟",
    bookedFor: "محجوز باسم:",
    contact: "بيانات التواصل معك لهذه الزيارة",
    contactName: "اسمك",
  },
  en: {
    add: "Add a family member",
    name: "Full name",
    relation: "Relation",
    born: "Date of birth",
    female: "Female",
    save: "Save",
    nameRequired: "Full name is required",
    added: "Family member added",
    member: "Salma Omar",
    daughter: "Daughter",
    edit: "Edit Salma Omar's details",
    cancel: "Cancel",
    remove: "Remove Salma Omar",
    keep: "Keep",
    forWhom: "Who is this appointment for?",
    bookedFor: "Booked for:",
    contact: "Your contact details for this visit",
    contactName: "Your name",
  },
} as const;

const FAMILY_REGION = "#family";

test("adds a family member in the profile, books for them, and sees the visit as theirs", async ({ page, request }) => {
  // Keyboard through the profile's family and a booking, axe on each of 8 states: about 27 s alone.
  test.setTimeout(60_000);
  const lang: Lang = "en";
  const t = T[lang];
  await signedInPatient(page, request, lang, 62);

  // The profile's family: empty, then the add form by keyboard.
  const section = page.getByTestId("family-section");
  await expect(section).toBeVisible();
  await expectAccessibleAtBothWidths(page, FAMILY_REGION);
  await tabTo(page, section.getByRole("button", { name: t.add }), { max: 120 });
  await page.keyboard.press("Enter");
  const form = section.getByTestId("family-form");
  await expect(form).toBeVisible();
  await expectAccessibleAtBothWidths(page, FAMILY_REGION);

  // Saved empty: each field says what it needs, the first one takes the focus.
  await tabTo(page, form.getByRole("button", { name: t.save }));
  await page.keyboard.press("Enter");
  const name = form.getByLabel(t.name);
  await expect(form.getByText(t.nameRequired)).toBeVisible();
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expectAccessibleAtBothWidths(page, FAMILY_REGION);

  await typeInFocused(page, name, t.member);
  const relation = form.getByLabel(t.relation);
  await tabTo(page, relation);
  await relation.selectOption("child");
  const born = form.getByLabel(t.born);
  await tabTo(page, born);
  await born.fill("2016-04-09");
  const genders = form.getByRole("radio");
  await chooseWithArrows(page, genders, form.getByRole("radio", { name: t.female }));
  await tabTo(page, form.getByRole("button", { name: t.save }));
  await page.keyboard.press("Enter");

  const saved = section.getByRole("status").filter({ hasText: t.added });
  await expect(saved).toBeFocused();
  const member = section.getByTestId("family-member");
  await expect(member).toHaveCount(1);
  await expect(member).toContainText(t.member);
  await expect(member).toContainText(t.daughter);
  await expectAccessibleAtBothWidths(page, FAMILY_REGION);

  // Editing opens the member's form in place of its card; Cancel leaves it as it was.
  await tabTo(page, member.getByRole("button", { name: t.edit }));
  await page.keyboard.press("Enter");
  const editing = section.getByTestId("family-form");
  await expect(editing.getByLabel(t.name)).toHaveValue(t.member);
  await expectAccessibleAtBothWidths(page, FAMILY_REGION);
  await tabTo(page, editing.getByRole("button", { name: t.cancel }));
  await page.keyboard.press("Enter");
  // Removing asks first, with "keep" focused; keeping leaves the member in the list.
  await tabTo(page, member.getByRole("button", { name: t.remove }));
  await page.keyboard.press("Enter");
  const confirmRemove = member.getByRole("group", { name: t.remove });
  await expect(confirmRemove.getByRole("button", { name: t.keep })).toBeFocused();
  await expectAccessibleAtBothWidths(page, FAMILY_REGION);
  await page.keyboard.press("Enter");
  await expect(confirmRemove).toBeHidden();
  await expect(section.getByTestId("family-member")).toHaveCount(1);

  // Booking: the details step asks for whom; the member is chosen with the arrow keys.
  await openBooking(page, lang, await saudiDoctor(request, 13));
  await holdFirstTime(page);
  const forWhom = details(page).getByRole("group", { name: t.forWhom });
  await expect(forWhom).toBeVisible({ timeout: 30_000 });
  await expect(forWhom.getByRole("radio")).toHaveCount(2);
  await expect(forWhom.getByRole("radio").first()).toBeChecked();
  await chooseWithArrows(page, forWhom.getByRole("radio"), forWhom.getByRole("radio", { name: new RegExp(t.member) }));
  // The visit is the member's; the name, mobile and e-mail below are the parent's, said to be the contact.
  await expect(details(page).getByTestId("booking-patient")).toContainText(t.member);
  const contact = details(page).getByRole("group", { name: t.contact });
  await expect(contact.getByLabel(t.contactName, { exact: true })).toBeVisible();
  // Axe on the step as it is now: the choice of whom and the contact's fields.
  await expectAccessibleAtBothWidths(page, BOOKING_REGION);
  await chooseCashAndConfirm(page, lang);
  const done = page.getByTestId("booking-success");
  await expect(done).toBeVisible({ timeout: 30_000 });
  await expect(done.getByTestId("booking-for")).toContainText(t.member);
  await expectAccessibleAtBothWidths(page, BOOKING_REGION);

  // My appointments: the visit says whom it is for.
  const items = await myAppointments(page, lang, 1);
  await expect(items.first().getByTestId("appointment-for")).toContainText(`${t.bookedFor}${t.member}`);
  await expectAccessibleAtBothWidths(page, APPOINTMENTS_REGION);
});

test("ar: the family form asks and answers in Arabic", async ({ page, request }) => {
  const t = T.ar;
  await signedInPatient(page, request, "ar", 61);
  const section = page.getByTestId("family-section");
  await section.getByRole("button", { name: t.add }).click();
  const form = section.getByTestId("family-form");
  await form.getByRole("button", { name: t.save }).click();
  await expect(form.getByText(t.nameRequired)).toBeVisible();
  await expect(form.getByLabel(t.name)).toHaveAttribute("aria-invalid", "true");
  for (const label of [t.relation, t.born]) await expect(form.getByLabel(label)).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
});

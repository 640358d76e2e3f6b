import type { Lang } from "@/lib/contract/common";
import { contactSchema } from "@/lib/validation/forms";
import type { Db } from "../db/client";
import { contactMessages } from "../db/schema";
import type { BusinessUnitRow } from "../http/context";
import type { Messenger } from "../platform/outbox";
import { label, validationT } from "../http/localized-validation";

export const localizedContactSchema = (lang: Lang) =>
  contactSchema(
    {
      name: label(lang, "contact.fields.name"),
      phone: label(lang, "contact.fields.phone"),
      email: label(lang, "contact.fields.email"),
      subject: label(lang, "contact.fields.subject"),
      message: label(lang, "contact.fields.message"),
    },
    validationT(lang),
  );

export type ContactInput = {
  name: string;
  phone: string;
  email: string;
  subject: string;
  message: string;
};

/** Stores the message, then hands it to the business unit's inbox. */
export async function receiveContactMessage(
  db: Db,
  messenger: Messenger,
  input: ContactInput,
  context: { bu: BusinessUnitRow; lang: Lang; ip: string },
): Promise<void> {
  const { bu, lang, ip } = context;
  await db.insert(contactMessages).values({ ...input, businessUnitId: bu.id, lang, ip });
  const field = (key: keyof ContactInput) => `${label(lang, `contact.fields.${key}`)}: ${input[key]}`;
  await messenger.send({
    channel: "email",
    to: bu.email,
    subject: `${label(lang, "contact.inboxSubject")} — ${input.subject}`,
    body: [field("name"), field("phone"), field("email"), field("subject"), "", input.message].join("\n"),
  });
}

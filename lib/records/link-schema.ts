import { z } from "zod";
import { phrIdentifierKind } from "@/lib/contract/phr";
import { normalizeDigits, requiredText } from "@/lib/validation";
import type { Translate } from "@/lib/validation/messages";

/**
 * The link form's first step, checked in the browser and again by its server action in the
 * visitor's language (the backend checks RecordsLinkRequestSchema a third time).
 */
export const recordsLinkSchema = (labels: { identifier: string; identifierInvalid: string }, t: Translate) =>
  z.object({
    identifier: requiredText({ label: labels.identifier, t })
      .transform(normalizeDigits)
      .refine((value) => phrIdentifierKind(value) !== null, { error: labels.identifierInvalid }),
  });

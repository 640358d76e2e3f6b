import { z } from "zod";
import { MessageSchema, ValidationErrorSchema } from "@/lib/contract/common";

/** Headers every endpoint reads; documented once, checked by the middleware in middleware.ts. */
export const commonParameters = [
  {
    name: "BU-ID",
    in: "header" as const,
    required: false,
    description: "Business unit id (default 1, the main hospital). Unknown or non-integer → 422.",
    schema: { type: "integer" as const, minimum: 1 },
  },
  {
    name: "lang",
    in: "header" as const,
    required: false,
    description: "ar (default) or en; `?lang=` is accepted too and wins over the header.",
    schema: { type: "string" as const, enum: ["ar", "en"] },
  },
];

export const bearer = [{ bearerAuth: [] as string[] }];

export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { "application/json": { schema } },
  description,
});

export const errorResponses = {
  401: json(MessageSchema, "Missing or invalid bearer token"),
  422: json(ValidationErrorSchema, "Invalid header or query value; `errors` names the field"),
};
export const notFoundResponse = { 404: json(MessageSchema, "Unknown slug or id") };

/** Common route fields: headers, bearer auth, error responses. */
export const secured = (tag: string) => ({ tags: [tag], security: bearer, parameters: commonParameters });
export const open = (tag: string) => ({ tags: [tag], security: [], parameters: commonParameters });

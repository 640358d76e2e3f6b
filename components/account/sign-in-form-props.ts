import type { KeptKeyProps } from "@/components/ui/kept-from-server";
import type { SignInProvider } from "./sign-in-form-fields";
import type { SignInFormData } from "./sign-in-form-view";

/** A password sign-in form as the page's payload carries it: its data kept on the server by key (sign-in-form-data.ts). */
export interface SignInFormPayload {
  provider: SignInProvider;
  locale: string;
  /** Already sanitized on the server: a same-origin relative path. */
  callbackUrl: string;
  kept: KeptKeyProps;
}

/** What the forms' data kept by key holds: what their fields are drawn with, and the messages of the forms' code. */
export interface SignInFormKept extends SignInFormData {
  /** The failures' and rules' messages (SIGN_IN_FORM_MESSAGES), by namespace. */
  messages: Record<string, Record<string, unknown>>;
}

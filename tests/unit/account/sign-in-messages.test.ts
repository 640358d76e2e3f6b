import { SIGN_IN_FORM_MESSAGES, SIGN_IN_PAGE_MESSAGES } from "@/components/account/sign-in-messages";
import { describeClientMessages } from "../intl/client-messages-suite";

describeClientMessages(
  "sign-in",
  {
    // Its tabs and its social buttons; the password forms' code reads its own (below).
    entries: ["components/account/sign-in-methods.tsx", "components/account/social-sign-in.tsx"],
    namespaces: ["auth", "account", "profile", "family", "validation"],
    reaches: ["components/account/sign-in-methods.tsx", "components/account/social-sign-in.tsx"],
  },
  SIGN_IN_PAGE_MESSAGES,
);

describeClientMessages(
  "sign-in forms' data (sign-in-form-data.ts)",
  {
    // The password forms' code (FormIsland's "signIn", the health record's tab).
    entries: ["components/account/sign-in-form-client.tsx"],
    namespaces: ["auth", "account", "profile", "family", "validation"],
    reaches: ["components/account/sign-in-form-client.tsx"],
    keysProvenByRunning: ["validation"],
  },
  SIGN_IN_FORM_MESSAGES,
);

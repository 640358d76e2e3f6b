import { SIGN_UP_CLIENT_MESSAGES } from "@/components/account/sign-up-messages";
import { describeClientMessages } from "../intl/client-messages-suite";

describeClientMessages(
  "sign-up",
  {
    // The form's code (FormIsland's "signUp") and the island that loads it.
    entries: ["components/forms/form-island.tsx", "components/account/sign-up-form-client.tsx"],
    namespaces: ["auth", "account", "profile", "family", "validation"],
    reaches: ["components/account/sign-up-form-client.tsx", "components/forms/use-validation-t.ts"],
    keysProvenByRunning: ["validation"],
  },
  SIGN_UP_CLIENT_MESSAGES,
);

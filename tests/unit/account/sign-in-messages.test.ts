import { SIGN_IN_CLIENT_MESSAGES } from "@/components/account/sign-in-messages";
import { describeClientMessages } from "../intl/client-messages-suite";

describeClientMessages(
  "sign-in",
  {
    // Its tabs, its social buttons and the password form's code (FormIsland's "signIn").
    entries: ["components/account/sign-in-methods.tsx", "components/account/social-sign-in.tsx", "components/account/sign-in-form-client.tsx"],
    namespaces: ["auth", "account", "profile", "family", "validation"],
    reaches: ["components/account/sign-in-form-client.tsx"],
    keysProvenByRunning: ["validation"],
  },
  SIGN_IN_CLIENT_MESSAGES,
);

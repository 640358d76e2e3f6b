import { MessagesSubset } from "@/components/static/messages-subset";
import { SignOutButtonClient } from "./sign-out-button-client";

/**
 * The sign-out button with the two words it says: the `auth` messages go to the browser only on
 * the pages that use them, not with every page's client messages (lib/intl/client-messages.ts).
 */
export function SignOutButton(props: { signedOutHref: string; className?: string }) {
  return (
    <MessagesSubset pick={{ auth: ["signOut", "signingOut"] }}>
      <SignOutButtonClient {...props} />
    </MessagesSubset>
  );
}

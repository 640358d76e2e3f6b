import type { ReactNode } from "react";
import type { MessagesPick } from "@/lib/intl/client-messages";
import { MessagesSubset } from "@/components/static/messages-subset";

interface AccountCardProps {
  titleId: string;
  title: string;
  intro?: ReactNode;
  /** The messages the card's client code reads (the page's list: sign-up-messages.ts, code-form-messages.ts…). */
  messages: MessagesPick;
  children: ReactNode;
}

/** The card every page of the sign layout shows: a heading, a line of help, the form, which gets only the messages `messages` names. */
export function AccountCard({ titleId, title, intro, messages, children }: AccountCardProps) {
  return (
    <section className="mx-auto w-full max-w-md rounded-card bg-white p-6 shadow-card sm:p-8" aria-labelledby={titleId}>
      <h1 id={titleId} className="text-2xl font-bold text-brand-800 sm:text-3xl">
        {title}
      </h1>
      {intro ? <p className="mt-2 text-muted">{intro}</p> : null}
      <MessagesSubset pick={messages}>{children}</MessagesSubset>
    </section>
  );
}

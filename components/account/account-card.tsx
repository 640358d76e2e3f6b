import type { ReactNode } from "react";
import { AccountMessagesProvider } from "./account-messages-provider";

interface AccountCardProps {
  titleId: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** The card every page of the sign layout shows: a heading, a line of help, the form. */
export function AccountCard({ titleId, title, intro, children }: AccountCardProps) {
  return (
    <section className="mx-auto w-full max-w-md rounded-card bg-white p-6 shadow-card sm:p-8" aria-labelledby={titleId}>
      <h1 id={titleId} className="text-2xl font-bold text-brand-800 sm:text-3xl">
        {title}
      </h1>
      {intro ? <p className="mt-2 text-muted">{intro}</p> : null}
      <AccountMessagesProvider>{children}</AccountMessagesProvider>
    </section>
  );
}

"use client";

import { useEffect, useState, type ReactNode } from "react";
import { takeWelcome } from "@/lib/account/welcome-note";

/**
 * The greeting a patient sees once, on the home page a sign-up lands on. Every other visitor of
 * that page pays for this check alone: the card's code is fetched only when there is someone to greet.
 */
export function WelcomeNotice() {
  const [card, setCard] = useState<ReactNode>(null);

  useEffect(() => {
    const name = takeWelcome();
    if (name === null) return;
    let live = true;
    void import("./welcome-card").then(({ WelcomeCard }) => {
      if (live) setCard(<WelcomeCard name={name} />);
    });
    return () => {
      live = false;
    };
  }, []);

  return card;
}

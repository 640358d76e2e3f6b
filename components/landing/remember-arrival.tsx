"use client";

import { useEffect } from "react";
import { rememberArrival } from "./landing-arrival";

/** Records when the visitor reached the campaign page, on arrival (the lead carries it). */
export function RememberArrival({ slug }: { slug: string }) {
  useEffect(() => rememberArrival(slug), [slug]);
  return null;
}

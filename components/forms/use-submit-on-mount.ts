"use client";

import { useEffect, useRef } from "react";

/**
 * A form that replaced the server's markup the visitor had just sent (ActivateOnIntent) sends
 * itself, once, as soon as it is on screen.
 */
export function useSubmitOnMount(submitOnMount: boolean, submit: () => unknown) {
  const sent = useRef(false);
  useEffect(() => {
    if (!submitOnMount || sent.current) return;
    sent.current = true;
    void submit();
  });
}

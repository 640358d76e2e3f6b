"use client";

import { useStore } from "zustand";
import { useTranslations } from "next-intl";
import { LOADING_BAR, loadingBar } from "./loading-bar-store";

/** The 3 px bar at the top of the viewport; its state lives in loading-bar-store.ts. */
export function LoadingBar() {
  const t = useTranslations("navigation");
  const { visible, error, progress } = useStore(loadingBar.store);

  return (
    <div
      role="progressbar"
      aria-label={t("loading")}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
      aria-hidden={!visible}
      data-state={error ? "error" : visible ? "loading" : "idle"}
      className="pointer-events-none fixed inset-x-0 top-0 z-[100]"
      style={{ height: LOADING_BAR.heightPx }}
    >
      <div
        className={[
          "h-full transition-[width,opacity,background-color] duration-200 ease-out",
          error ? "bg-error" : "bg-brand-500",
          visible ? "opacity-100" : "opacity-0",
        ].join(" ")}
        style={{ width: `${progress}%` }}
      />
    </div>
  );
}

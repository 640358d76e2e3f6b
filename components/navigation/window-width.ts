import { create } from "zustand";

/** SPEC §9 layout breakpoints, px. */
export const BREAKPOINTS = [425, 640, 768, 1024, 1200, 1280, 1600] as const;
export type Breakpoint = (typeof BREAKPOINTS)[number];

/** The largest breakpoint the width has reached, or 0 below the first. */
export function breakpointFor(width: number): Breakpoint | 0 {
  let reached: Breakpoint | 0 = 0;
  for (const breakpoint of BREAKPOINTS) if (width >= breakpoint) reached = breakpoint;
  return reached;
}

interface WindowWidthState {
  /** null until the first read (100 ms after mount), so server and first client render agree. */
  width: number | null;
  setWidth: (width: number) => void;
}

/** Written only in the browser by WindowWidthTracker, so the shared store holds no visitor data. */
export const useWindowWidthStore = create<WindowWidthState>((set) => ({
  width: null,
  setWidth: (width) => set((state) => (state.width === width ? state : { width })),
}));

/** Whether the window is at least `breakpoint` wide; null before the first read. */
export function useMinWidth(breakpoint: Breakpoint): boolean | null {
  return useWindowWidthStore((state) => (state.width === null ? null : state.width >= breakpoint));
}

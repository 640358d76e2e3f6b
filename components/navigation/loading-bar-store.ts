import { createStore } from "zustand/vanilla";

/**
 * The page loading bar (SPEC §4, §9): hidden, shown only when loading lasts past a 200 ms
 * throttle, grows toward 100 over the default 5000 ms, turns red on error, and hides 500 ms after
 * finishing. A vanilla store so navigation, data fetches and tests can drive it without React.
 * Its state only ever changes in the browser, so a shared module instance leaks nothing.
 */
export const LOADING_BAR = {
  throttleMs: 200,
  durationMs: 5000,
  hideDelayMs: 500,
  heightPx: 3,
} as const;

export interface LoadingBarState {
  visible: boolean;
  loading: boolean;
  error: boolean;
  /** 0–100 */
  progress: number;
}

const initial: LoadingBarState = { visible: false, loading: false, error: false, progress: 0 };

/**
 * Progress after `elapsed` ms: fast at first, slowing down, never reaching 100 on its own
 * (only finishing does). At `duration` it stands at about 85 %.
 */
export function estimatedProgress(elapsed: number, duration: number = LOADING_BAR.durationMs): number {
  if (elapsed <= 0) return 0;
  return Math.min(95, (2 / Math.PI) * 100 * Math.atan((elapsed / duration) * 4));
}

export function createLoadingBar(options: Partial<typeof LOADING_BAR> = {}) {
  const config = { ...LOADING_BAR, ...options };
  const store = createStore<LoadingBarState>(() => initial);
  let startedAt = 0;
  let showTimer: ReturnType<typeof setTimeout> | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  let tick: ReturnType<typeof setInterval> | undefined;

  const clearTimers = () => {
    clearTimeout(showTimer);
    clearTimeout(hideTimer);
    clearInterval(tick);
  };

  function start() {
    if (store.getState().loading) return;
    clearTimers();
    startedAt = Date.now();
    store.setState({ ...initial, loading: true });
    showTimer = setTimeout(() => {
      store.setState({ visible: true, progress: estimatedProgress(Date.now() - startedAt, config.durationMs) });
      tick = setInterval(() => {
        store.setState({ progress: estimatedProgress(Date.now() - startedAt, config.durationMs) });
      }, 100);
    }, config.throttleMs);
  }

  function finish({ error = false }: { error?: boolean } = {}) {
    const state = store.getState();
    if (!state.loading && !error) return;
    clearTimers();
    if (!state.visible) {
      // Done within the throttle: never shown. An error still flashes the bar red.
      if (!error) {
        store.setState(initial);
        return;
      }
    }
    store.setState({ loading: false, visible: true, progress: 100, error: error || state.error });
    // Fade out at full width (and in red after an error); the next start resets the rest.
    hideTimer = setTimeout(() => store.setState({ visible: false }), config.hideDelayMs);
  }

  return {
    store,
    start,
    finish: () => finish(),
    /** Marks the current load as failed: the bar turns red, completes, then hides. */
    error: () => finish({ error: true }),
    /** Set the progress by hand (0–100), e.g. for an upload. */
    set(progress: number) {
      store.setState({ progress: Math.max(0, Math.min(100, progress)) });
    },
    clear() {
      clearTimers();
      store.setState(initial);
    },
  };
}

export type LoadingBar = ReturnType<typeof createLoadingBar>;

/** The site's one loading bar. */
export const loadingBar = createLoadingBar();

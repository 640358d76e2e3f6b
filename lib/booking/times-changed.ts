import type { QueryClient } from "@tanstack/react-query";

/**
 * A booking, a cancellation or a move changed which times are free: the doctor page's times and
 * every card's next times are read afresh (not kept for their usual half minute).
 */
export function timesChanged(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: ["booking-slots"] });
  void queryClient.invalidateQueries({ queryKey: ["next-slots"] });
}

import { buttonClasses } from "./button";

/**
 * What a part loaded on intent shows when its code could not be fetched (offline, a deploy in
 * between): an alert that says so, and a button that fetches it again.
 */
export function LoadFailed({ message, retry, onRetry, className = "" }: { message: string; retry: string; onRetry: () => void; className?: string }) {
  return (
    <div role="alert" className={`grid justify-items-start gap-3 ${className}`.trim()}>
      <p>{message}</p>
      <button type="button" className={buttonClasses("secondary", "sm")} onClick={onRetry}>
        {retry}
      </button>
    </div>
  );
}

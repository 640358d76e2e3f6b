import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { keptFromServer } from "@/components/ui/kept-from-server";

function Links({ names }: { names: string[] }) {
  return (
    <ul>
      {names.map((name) => (
        <li key={name}>
          <a href={`/en/${name}`}>{name}</a>
        </li>
      ))}
    </ul>
  );
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("markup kept from the server (kept-from-server.tsx), in the browser", () => {
  it("hydrates against the server's markup without its view's code, and leaves that markup as it was", async () => {
    const names = ["faqs", "terms", "news"];
    // What the server wrote (kept-from-server.server.test.tsx checks the server's side).
    const written = renderToString(
      <div className="footer-grid" data-soft-nav="">
        <Links names={names} />
      </div>,
    );
    const container = document.createElement("div");
    container.innerHTML = written;
    document.body.append(container);
    const firstLink = container.querySelector("a");

    // In the browser's bundle the view's loader is compiled away (`typeof window` is a constant there).
    const Kept = keptFromServer<{ names: string[] }>(undefined, "footer-grid");
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Kept names={names} />, { onRecoverableError: recoverable });
    });

    expect(recoverable).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(written);
    // The same nodes, not a copy drawn again.
    expect(container.querySelector("a")).toBe(firstLink);
  });
});

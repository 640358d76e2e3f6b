import { act, Component, startTransition, Suspense, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { KEPT_READ_RETRY_MS } from "@/components/ui/kept-read";
import { keptByKey, keptFromServer } from "@/components/ui/kept-from-server";

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

/** The markup the server writes for a kept list (kept-from-server.server.test.tsx checks the server's side). */
function writtenByServer(names: string[]) {
  return renderToString(
    <div className="footer-grid" data-soft-nav="">
      <Links names={names} />
    </div>,
  );
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("markup kept from the server (kept-from-server.tsx), in the browser", () => {
  it("hydrates against the server's markup without its view's code, and leaves that markup as it was", async () => {
    const names = ["faqs", "terms", "news"];
    const written = writtenByServer(names);
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

  it("is drawn from its data when a client navigation mounts it afresh, or gives it other data, and kept while its data is the server's", async () => {
    const names = ["faqs", "terms"];
    const load = vi.fn(() => Promise.resolve(Links));
    const Kept = keptFromServer<{ names: string[] }>(load, "footer-grid", { drawnInBrowser: true });

    // Hydrated: the server's nodes kept, the view's code not loaded.
    const written = writtenByServer(names);
    const hydrated = document.createElement("div");
    hydrated.innerHTML = written;
    document.body.append(hydrated);
    const root = hydrateRoot(hydrated, <Kept names={names} />);
    await act(async () => {});
    expect(hydrated.innerHTML).toBe(written);
    // The same data again (a navigation within the layout): still the server's nodes.
    await act(async () => root.render(<Kept names={[...names]} />));
    expect(hydrated.innerHTML).toBe(written);
    expect(load).not.toHaveBeenCalled();
    // Other data (the other language): drawn from it.
    await act(async () => root.render(<Kept names={["news"]} />));
    expect(hydrated.querySelector(".footer-grid a")?.getAttribute("href")).toBe("/en/news");
    expect(hydrated.querySelectorAll(".footer-grid a")).toHaveLength(1);

    // Mounted by a client render (another route group's layout): drawn from its data.
    const mounted = document.createElement("div");
    document.body.append(mounted);
    await act(async () => createRoot(mounted).render(<Kept names={names} />));
    expect([...mounted.querySelectorAll(".footer-grid[data-soft-nav] a")].map((a) => a.getAttribute("href"))).toEqual(["/en/faqs", "/en/terms"]);
  });

  it("keeps what is on screen while its view's code loads, when Next puts a not-found view in a 404 page's place as it hydrates", async () => {
    const names = ["faqs", "terms"];
    let loaded!: () => void;
    const load = vi.fn(() => new Promise<typeof Links>((resolve) => (loaded = () => resolve(Links))));
    const Kept = keptFromServer<{ names: string[] }>(load, "footer-grid", { drawnInBrowser: true });
    // The page's own copy is kept markup; a failed boundary below it makes the not-found boundary
    // draw another copy in its place, as Next does with a 404 page's signal (not-found-response.tsx).
    const page = (kept: ReactNode) => (
      <main>
        <NotFound fallback={<Kept names={names} />}>
          {kept}
          <Suspense fallback={null}>
            <Signal />
          </Suspense>
        </NotFound>
      </main>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(
      page(
        <div className="footer-grid" data-soft-nav="">
          <Links names={names} />
        </div>,
      ),
    );
    document.body.append(container);
    const shown: number[] = [];
    const observer = new MutationObserver(() => shown.push(container.querySelectorAll("a").length));
    observer.observe(container, { subtree: true, childList: true });

    // Next hydrates in a transition; React reports the signal's failure, as it does in the browser.
    vi.spyOn(console, "error").mockImplementation(() => {});
    await act(async () => startTransition(() => void hydrateRoot(container, page(<Kept names={names} />), { onRecoverableError: () => {} })));
    expect(container.querySelectorAll("a")).toHaveLength(2);
    await act(async () => loaded());
    observer.disconnect();
    vi.mocked(console.error).mockRestore();
    expect([...container.querySelectorAll("main > .footer-grid a")].map((a) => a.getAttribute("href"))).toEqual(["/en/faqs", "/en/terms"]);
    // Never an empty part between the two.
    expect(shown.every((links) => links === 2)).toBe(true);
  });
});

describe("markup kept by key (keptByKey), in the browser", () => {
  // The code a client navigation loads for a part mounted afresh, in as it would be after its first use.
  beforeAll(() => import("@/components/ui/kept-afresh"));
  const dataUrl = (lang: string) => `/api/frame/footer-grid?lang=${lang}`;
  const fetched = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));

  it("keeps the server's markup as it hydrates, draws it again for the same key without reading anything, and reads the data for a key it has not drawn", async () => {
    const fetchData = vi.spyOn(globalThis, "fetch").mockImplementation(() => fetched({ names: ["news"] }));
    const load = vi.fn(() => Promise.resolve(Links));
    const Kept = keptByKey<{ names: string[] }>(load, "footer-grid");
    const written = writtenByServer(["faqs", "terms"]);
    const hydrated = document.createElement("div");
    hydrated.innerHTML = written;
    document.body.append(hydrated);
    const firstLink = hydrated.querySelector("a");
    const recoverable = vi.fn();
    const root = hydrateRoot(hydrated, <Kept keptKey="key-en" dataUrl={dataUrl("en")} />, { onRecoverableError: recoverable });
    await act(async () => {});
    expect(recoverable).not.toHaveBeenCalled();
    expect(hydrated.innerHTML).toBe(written);
    expect(hydrated.querySelector("a")).toBe(firstLink);

    // Mounted afresh by a client navigation (another route group's layout), the same key: the same markup.
    const mounted = document.createElement("div");
    document.body.append(mounted);
    await act(async () => createRoot(mounted).render(<Kept keptKey="key-en" dataUrl={dataUrl("en")} />));
    expect(mounted.innerHTML).toBe(written);
    expect(fetchData).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();

    // The other language: its data read from the part's URL, once, and drawn by the view.
    await act(async () => startTransition(() => root.render(<Kept keptKey="key-ar" dataUrl={dataUrl("ar")} />)));
    expect(fetchData).toHaveBeenCalledTimes(1);
    expect(String(fetchData.mock.calls[0]![0])).toBe(dataUrl("ar"));
    expect([...hydrated.querySelectorAll(".footer-grid[data-soft-nav] a")].map((a) => a.getAttribute("href"))).toEqual(["/en/news"]);
    const again = document.createElement("div");
    document.body.append(again);
    await act(async () => createRoot(again).render(<Kept keptKey="key-ar" dataUrl={dataUrl("ar")} />));
    expect(again.querySelectorAll(".footer-grid a")).toHaveLength(1);
    expect(fetchData).toHaveBeenCalledTimes(1);
    fetchData.mockRestore();
  });

  it("stays empty when its data cannot be read, without reading again at once, and reads again when mounted after a while", async () => {
    const fetchData = vi.spyOn(globalThis, "fetch").mockImplementationOnce(() => fetched({ message: "Upstream error" }, 502)).mockImplementation(() => fetched({ names: ["faqs"] }));
    const Kept = keptByKey<{ names: string[] }>(() => Promise.resolve(Links), "footer-grid");
    const mount = async () => {
      const host = document.createElement("div");
      document.body.append(host);
      await act(async () => createRoot(host).render(<Kept keptKey="key-failing" dataUrl={dataUrl("en")} />));
      return host;
    };
    const first = await mount();
    expect(first.querySelector(".footer-grid")?.innerHTML).toBe("");
    expect((await mount()).querySelector(".footer-grid")?.innerHTML).toBe("");
    expect(fetchData).toHaveBeenCalledTimes(1);
    const now = Date.now();
    const later = vi.spyOn(Date, "now").mockReturnValue(now + KEPT_READ_RETRY_MS);
    expect((await mount()).querySelectorAll(".footer-grid a")).toHaveLength(1);
    expect(fetchData).toHaveBeenCalledTimes(2);
    later.mockRestore();
    fetchData.mockRestore();
  });
});

/** Stands for Next's not-found boundary: its view in place of its children once one of them fails. */
class NotFound extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Stands for a 404 page's `notFound()` signal (not-found-response.tsx), which fails on the server and again in the browser. */
function Signal(): ReactNode {
  throw new Error("not found");
}

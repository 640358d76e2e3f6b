import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import ErrorBoundary, { MainLandmarkScope } from "@/components/layout/error-boundary";
import en from "@/messages/en.json";

afterEach(cleanup);

const withMessages = (children: ReactNode) => (
  <NextIntlClientProvider locale="en" messages={en}>
    {children}
  </NextIntlClientProvider>
);

describe("the error boundary (every error.tsx)", () => {
  it("brings its own <main> where the chrome's is missing (an error of a layout route group)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const retry = vi.fn();
    render(withMessages(<MainLandmarkScope inside={false}><ErrorBoundary error={new Error("down")} retry={retry} /></MainLandmarkScope>));
    expect(await screen.findByRole("heading", { name: en.errors.errorTitle })).toBeTruthy();
    expect(screen.getByRole("main").id).toBe("main");
    fireEvent.click(screen.getByRole("button", { name: en.common.retry }));
    expect(retry).toHaveBeenCalled();
  });

  it("stands in for the page inside the chrome's <main>, with no second landmark", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      withMessages(
        <main>
          <MainLandmarkScope inside>
            <ErrorBoundary error={{ status: 503 }} retry={() => {}} />
          </MainLandmarkScope>
        </main>,
      ),
    );
    expect(await screen.findByRole("heading", { name: en.errors.errorTitle })).toBeTruthy();
    expect(screen.getAllByRole("main")).toHaveLength(1);
    expect(screen.getByText("503")).toBeTruthy();
  });
});

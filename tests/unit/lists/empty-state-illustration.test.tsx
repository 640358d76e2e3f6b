import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { EmptyState } from "@/components/lists/empty-state";

afterEach(cleanup);

describe("the empty state's illustration", () => {
  it("is a magnifier for an empty search, and a drawing of the thing itself where nothing was searched", () => {
    const drawn = (node: React.ReactNode) => {
      const { container } = render(<>{node}</>);
      const svg = container.querySelector("svg")!;
      const result = { kind: svg.dataset.illustration, shapes: svg.innerHTML };
      cleanup();
      return result;
    };
    const search = drawn(<EmptyState message="No results" />);
    const offer = drawn(<EmptyState message="No offers yet" illustration="offer" />);
    const assessment = drawn(<EmptyState message="No assessments yet" illustration="assessment" />);
    expect([search.kind, offer.kind, assessment.kind]).toEqual(["search", "offer", "assessment"]);
    expect(new Set([search.shapes, offer.shapes, assessment.shapes]).size).toBe(3);
  });
});

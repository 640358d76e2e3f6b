import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";

// For the server's rendering of parts kept by key (kept-from-server.tsx loads this module there only).
export { keptData } from "./kept-data";

/** The markup of a view for its data, written on first use and then remembered. */
export type DrawnMarkup<P> = (props: P) => string;

/**
 * How many data versions of one view a process remembers: a language each for the frame, a few
 * more while an edit is rolling out; past it the oldest goes.
 */
export const DRAWN_VERSIONS = 16;

/**
 * A kept view's markup by its data (kept-from-server.tsx). The view must be a pure function of
 * plain, JSON-serialisable props (it reads no context, hook state or time), so the same data
 * always gives the same markup: the key is the data itself, and no process needs to agree with
 * another or be told of an edit, which changes the data and so the key.
 *
 * No hooks, and no context, for a second reason: in Next's server bundle `react-dom/server` is a
 * copy of React's renderer with a React of its own (Next's alias table says it "may produce correct
 * code in certain conditions"), while the view's components call the React the page renders with,
 * whose own server renderer refuses `renderToStaticMarkup`. A hook in the string's components so
 * reads the page's render, not the string's: a provider inside the string is not seen. Vitest has
 * one React and cannot show this; tests/e2e/doctors-http.spec.ts showed it for the doctor filters'
 * form, whose fields now take their words as a lookup in their data instead. A view that reads
 * context (the risk questionnaire's fields, from the page's messages) says `readsContext` and is
 * drawn in the page's render.
 */
export function drawnMarkup<P extends object>(View: ComponentType<P>, versions = DRAWN_VERSIONS): DrawnMarkup<P> {
  const remembered = new Map<string, string>();
  return (props) => {
    const key = JSON.stringify(props);
    let markup = remembered.get(key);
    if (markup === undefined) {
      markup = renderToStaticMarkup(createElement(View, props));
      if (remembered.size >= versions) remembered.delete(remembered.keys().next().value!);
      remembered.set(key, markup);
    }
    return markup;
  };
}

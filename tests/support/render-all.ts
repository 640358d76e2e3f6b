import { Writable } from "node:stream";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";

/** The whole document React's server renderer writes for `tree`, once everything has rendered (as a prerendered page is written). */
export function renderAll(tree: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = "";
    const sink = new Writable({
      write(chunk, _encoding, done) {
        html += String(chunk);
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(tree, { onAllReady: () => stream.pipe(sink), onShellError: reject, onError: reject });
  });
}

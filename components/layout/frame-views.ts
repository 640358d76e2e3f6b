// The views of the frame's kept parts (kept-frame.tsx) as one chunk: a navigation that mounts the
// frame afresh (another route group, the other language) draws them together, and one loader in
// every page's first load costs less than one for each. The 404 view comes with them (0.3 kB): its
// own loader would cost every page's first load more than it saves the rare page that draws it.
export { BookLinkView } from "./book-link-view";
export { FooterGridView } from "./footer-grid-view";
export { FooterLegalView } from "./footer-legal-view";
export { FooterSupport as FooterSupportView } from "./footer-support";
export { HeaderNavView } from "./header-nav-view";
export { NotFoundView } from "./not-found-view";
export { SupportLinkView } from "./support-link-view";

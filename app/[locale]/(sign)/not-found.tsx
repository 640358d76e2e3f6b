// The 404 of this layout: rendered inside its header and footer, titled in the visitor's language.
export { default } from "@/components/layout/not-found-page";
export { notFoundFileMetadata as generateMetadata } from "@/components/layout/not-found-response";

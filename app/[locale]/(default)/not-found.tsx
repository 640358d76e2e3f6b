// The 404 of this layout: rendered inside its header and footer.
export { default } from "@/components/layout/not-found-page";

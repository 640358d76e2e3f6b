import { legalRoute } from "@/components/static/legal-route";

const route = legalRoute("terms");

export const revalidate = 3600;
export const generateMetadata = route.generateMetadata;
export default route.Page;

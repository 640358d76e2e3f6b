import { createGroupLayout } from "@/components/layout/group-layout";

// The "contact" layout of SPEC §2.
export default createGroupLayout("contact");

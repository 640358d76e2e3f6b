import { createGroupLayout } from "@/components/layout/group-layout";

// The "breadcrumb" layout of SPEC §2.
export default createGroupLayout("breadcrumb");

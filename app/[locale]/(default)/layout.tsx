import { createGroupLayout } from "@/components/layout/group-layout";

// The "default" layout of SPEC §2.
export default createGroupLayout("default");

import { createGroupLayout } from "@/components/layout/group-layout";

// The "landing" layout of SPEC §2.
export default createGroupLayout("landing");

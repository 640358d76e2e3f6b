import { createGroupLayout } from "@/components/layout/group-layout";

// The "survey" layout of SPEC §2.
export default createGroupLayout("survey");

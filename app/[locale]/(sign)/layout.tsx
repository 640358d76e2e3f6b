import { createGroupLayout } from "@/components/layout/group-layout";

// The "sign" layout of SPEC §2.
export default createGroupLayout("sign");

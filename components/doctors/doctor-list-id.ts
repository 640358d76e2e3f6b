/** The list's count line on /doctors: the header's booking link names it, so the next Tab after arriving is the first doctor. */
export const DOCTOR_LIST_ID = "doctor-list";

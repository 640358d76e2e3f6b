/** The list's count line on /doctors: where the header's booking link puts the focus (FocusOnArrival). */
export const DOCTOR_LIST_ID = "doctor-list";

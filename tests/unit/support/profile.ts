import type { Profile } from "@/lib/contract/accounts";

/** A saved profile with every kind of field filled in and some left empty, as the backend answers it. */
export const PROFILE: Profile = {
  full_name: "Sara Ahmed",
  second_name: null,
  date_of_birth: "1992-08-01",
  gender: "female",
  blood_type: "AB-",
  weight: 61.5,
  height: 165,
  marital_status: null,
  children_count: 0,
  occupation: null,
  education: "master",
  email: "sara@example.com",
  mobile: "0551234567",
  caffeine_use: "daily",
  smoking_habit: "never",
  alcohol_consumption: null,
  illicit_drug_use: "never",
  dietary_habit: "balanced",
  activity_level: "light",
  wheelchair_use: false,
  organ_donor: null,
};

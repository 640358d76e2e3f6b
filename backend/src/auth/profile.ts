import { eq, inArray, or } from "drizzle-orm";
import type { Profile, ProfileUpdateRequestSchema } from "@/lib/contract/accounts";
import type { z } from "zod";
import type { Db } from "../db/client";
import { otpCodes, passwordResetTokens, patientProfiles, userTokens, users } from "../db/schema";
import type { UserRow } from "../http/context";

/**
 * The patient's profile: name, email and mobile on `users`, the rest in `patient_profiles`.
 * Lifestyle answers are health data, so a failing statement never carries them into a log:
 * database errors here are replaced by one without the query's parameters.
 */

type ProfileRow = typeof patientProfiles.$inferSelect;
export type ProfileUpdate = z.output<typeof ProfileUpdateRequestSchema>;

class ProfileStorageError extends Error {
  constructor(action: string) {
    super(`profile ${action} failed`);
    this.name = "ProfileStorageError";
  }
}

async function guarded<T>(action: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch {
    throw new ProfileStorageError(action);
  }
}

type Choice<K extends keyof Profile> = Profile[K];

export function toProfile(user: UserRow, row: ProfileRow | undefined): Profile {
  return {
    full_name: user.fullName,
    second_name: row?.secondName ?? null,
    date_of_birth: row?.dateOfBirth ?? null,
    gender: (row?.gender ?? null) as Choice<"gender">,
    blood_type: (row?.bloodType ?? null) as Choice<"blood_type">,
    weight: row?.weightKg ?? null,
    height: row?.heightCm ?? null,
    marital_status: (row?.maritalStatus ?? null) as Choice<"marital_status">,
    children_count: row?.childrenCount ?? null,
    occupation: row?.occupation ?? null,
    education: (row?.education ?? null) as Choice<"education">,
    email: user.email,
    mobile: user.mobile,
    caffeine_use: (row?.caffeineUse ?? null) as Choice<"caffeine_use">,
    smoking_habit: (row?.smokingHabit ?? null) as Choice<"smoking_habit">,
    alcohol_consumption: (row?.alcoholConsumption ?? null) as Choice<"alcohol_consumption">,
    illicit_drug_use: (row?.illicitDrugUse ?? null) as Choice<"illicit_drug_use">,
    dietary_habit: (row?.dietaryHabit ?? null) as Choice<"dietary_habit">,
    activity_level: (row?.activityLevel ?? null) as Choice<"activity_level">,
    wheelchair_use: row?.wheelchairUse ?? null,
    organ_donor: row?.organDonor ?? null,
  };
}

export async function loadProfile(db: Db, user: UserRow): Promise<Profile> {
  const [row] = await guarded("read", () => db.select().from(patientProfiles).where(eq(patientProfiles.userId, user.id)));
  return toProfile(user, row);
}

/** Saves everything but email and mobile (those change only through a verified code). */
export async function saveProfile(db: Db, user: UserRow, input: ProfileUpdate): Promise<Profile> {
  const values = {
    secondName: input.second_name,
    dateOfBirth: input.date_of_birth,
    gender: input.gender,
    bloodType: input.blood_type,
    weightKg: input.weight,
    heightCm: input.height,
    maritalStatus: input.marital_status,
    childrenCount: input.children_count,
    occupation: input.occupation,
    education: input.education,
    caffeineUse: input.caffeine_use,
    smokingHabit: input.smoking_habit,
    alcoholConsumption: input.alcohol_consumption,
    illicitDrugUse: input.illicit_drug_use,
    dietaryHabit: input.dietary_habit,
    activityLevel: input.activity_level,
    wheelchairUse: input.wheelchair_use,
    organDonor: input.organ_donor,
    updatedAt: new Date(),
  };
  return guarded("update", () =>
    db.transaction(async (tx) => {
      const [updated] = await tx.update(users).set({ fullName: input.full_name }).where(eq(users.id, user.id)).returning();
      const [row] = await tx
        .insert(patientProfiles)
        .values({ userId: user.id, ...values })
        .onConflictDoUpdate({ target: patientProfiles.userId, set: values })
        .returning();
      return toProfile(updated ?? user, row);
    }),
  );
}

/** Everything the accounts module holds about the patient (PDPL right of access). */
export async function exportAccount(db: Db, user: UserRow) {
  const profile = await loadProfile(db, user);
  return {
    exported_at: new Date().toISOString(),
    account: {
      id: user.id,
      first_name: user.firstName,
      full_name: user.fullName,
      email: user.email,
      mobile: user.mobile,
      created_at: user.createdAt.toISOString(),
      mobile_verified_at: user.verifiedAt?.toISOString() ?? null,
      marketing_consent_at: user.marketingConsentAt?.toISOString() ?? null,
    },
    profile,
  };
}

/**
 * Deletes the account the way the hospital's records allow: the row stays (appointments and
 * payments point at it) with every personal field wiped, and everything else about the patient
 * (profile, sessions, codes) is removed.
 */
export async function deleteAccount(db: Db, user: UserRow): Promise<void> {
  await guarded("delete", () =>
    db.transaction(async (tx) => {
      await tx.delete(patientProfiles).where(eq(patientProfiles.userId, user.id));
      await tx.delete(userTokens).where(eq(userTokens.userId, user.id));
      await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
      await tx.delete(otpCodes).where(or(eq(otpCodes.userId, user.id), inArray(otpCodes.recipient, [user.email, user.mobile])));
      await tx
        .update(users)
        .set({
          firstName: "",
          fullName: "",
          email: `deleted-${user.id}@deleted.invalid`,
          mobile: `deleted-${user.id}`,
          passwordHash: "deleted",
          verifiedAt: null,
          marketingConsentAt: null,
          deletedAt: new Date(),
        })
        .where(eq(users.id, user.id));
    }),
  );
}

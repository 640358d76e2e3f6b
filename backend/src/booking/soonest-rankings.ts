import { randomBytes } from "node:crypto";
import { and, eq, gt, lte } from "drizzle-orm";
import type { Db } from "../db/client";
import { doctorRankings } from "../db/schema";

/**
 * The stored rankings of "soonest available" (and "free today / this week"): the first page of a
 * list ranks every matching doctor once and keeps that order here; the next pages name it
 * (`ranking=<id>`) and read it, so a walk through the pages shows each doctor exactly once in one
 * order, however times are taken and freed meanwhile. The cards' times stay live (nextSlotsOf).
 *
 * RANKING_TTL_MS is how long a walk may take: a patient reading 13 pages takes minutes, not hours.
 * A ranking past it (or unknown, or named with other filters) is ranked afresh, as a first page is.
 */
export const RANKING_TTL_MS = 15 * 60_000;

export type RankingEntry = [doctorId: number, firstStartMs: number | null];

export interface Ranking {
  id: string;
  entries: RankingEntry[];
}

/** The ranking `id` of these filters, while it lasts; otherwise null. */
export async function storedRanking(db: Db, id: string, queryKey: string, nowMs = Date.now()): Promise<Ranking | null> {
  const [row] = await db
    .select({ id: doctorRankings.id, entries: doctorRankings.entries })
    .from(doctorRankings)
    .where(and(eq(doctorRankings.id, id), eq(doctorRankings.queryKey, queryKey), gt(doctorRankings.expiresAt, new Date(nowMs))))
    .limit(1);
  return row ?? null;
}

/** Keeps a new ranking, and lets go of those whose time has passed (rankings are few: one per first page). */
export async function storeRanking(db: Db, queryKey: string, entries: RankingEntry[], nowMs = Date.now()): Promise<Ranking> {
  const id = randomBytes(12).toString("base64url");
  await db.delete(doctorRankings).where(lte(doctorRankings.expiresAt, new Date(nowMs)));
  await db.insert(doctorRankings).values({ id, queryKey, entries, createdAt: new Date(nowMs), expiresAt: new Date(nowMs + RANKING_TTL_MS) });
  return { id, entries };
}

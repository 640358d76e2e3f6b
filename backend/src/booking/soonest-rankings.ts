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

/**
 * A first page asked again within RANKING_REUSE_MS, with no time taken or freed meanwhile (as this
 * process heard it), reads the ranking just stored instead of storing another: a busy list stores
 * one ranking every few seconds, not one per visitor.
 */
export const RANKING_REUSE_MS = 5_000;

type Recent = { id: string; entries: RankingEntry[]; at: number; generation: number };
const recent = new WeakMap<Db, Map<string, Recent>>();

/** The ranking of these filters stored a moment ago, while no time has moved since; otherwise null. */
export function recentRanking(db: Db, queryKey: string, generation: number, nowMs = Date.now()): Ranking | null {
  const kept = recent.get(db)?.get(queryKey);
  if (!kept || kept.generation !== generation || nowMs - kept.at >= RANKING_REUSE_MS || nowMs < kept.at) return null;
  return { id: kept.id, entries: kept.entries };
}

function remember(db: Db, queryKey: string, ranking: Ranking, generation: number, nowMs: number) {
  let byKey = recent.get(db);
  if (!byKey) recent.set(db, (byKey = new Map()));
  // Only the latest of each list, and only lists asked lately: a few hundred filters at most.
  for (const [key, kept] of byKey) if (nowMs - kept.at >= RANKING_REUSE_MS) byKey.delete(key);
  byKey.set(queryKey, { ...ranking, at: nowMs, generation });
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
export async function storeRanking(db: Db, queryKey: string, entries: RankingEntry[], generation: number, nowMs = Date.now()): Promise<Ranking> {
  const id = randomBytes(12).toString("base64url");
  await db.delete(doctorRankings).where(lte(doctorRankings.expiresAt, new Date(nowMs)));
  await db.insert(doctorRankings).values({ id, queryKey, entries, createdAt: new Date(nowMs), expiresAt: new Date(nowMs + RANKING_TTL_MS) });
  remember(db, queryKey, { id, entries }, generation, nowMs);
  return { id, entries };
}

import { and, desc, eq } from "drizzle-orm";
import { type FindriscAnswersWire, type RiskAssessment, fromWireAnswers } from "@/lib/contract/risk";
import { findrisc } from "@/lib/risk/findrisc";
import type { Db } from "../db/client";
import { riskAssessments } from "../db/schema";
import { guarded } from "./health-data";

/**
 * Risk assessments kept with the patient's profile. The score is computed here from the answers
 * (never taken from the caller); failing statements carry no answers into a log (health-data.ts).
 */

type Row = typeof riskAssessments.$inferSelect;

const toAssessment = (row: Row): RiskAssessment => ({
  id: row.id,
  tool: row.tool,
  score: row.score,
  band: row.band,
  bmi: row.bmi,
  answers: row.answers,
  assessed_at: row.createdAt.toISOString(),
});

export async function saveRiskAssessment(db: Db, userId: number, answers: FindriscAnswersWire): Promise<RiskAssessment> {
  const result = findrisc(fromWireAnswers(answers));
  const [row] = await guarded("risk assessment save", () =>
    db
      .insert(riskAssessments)
      .values({ userId, tool: "findrisc", score: result.score, band: result.band, bmi: result.bmi, answers })
      .returning(),
  );
  if (!row) throw new Error("risk assessment save returned nothing");
  return toAssessment(row);
}

/** The patient's saved assessments, newest first. */
export async function listRiskAssessments(db: Db, userId: number): Promise<RiskAssessment[]> {
  const rows = await guarded("risk assessment read", () =>
    db.select().from(riskAssessments).where(eq(riskAssessments.userId, userId)).orderBy(desc(riskAssessments.createdAt), desc(riskAssessments.id)),
  );
  return rows.map(toAssessment);
}

/** Removes one of the patient's own assessments; false when it is not theirs or gone already. */
export async function deleteRiskAssessment(db: Db, userId: number, id: number): Promise<boolean> {
  const removed = await guarded("risk assessment delete", () =>
    db
      .delete(riskAssessments)
      .where(and(eq(riskAssessments.id, id), eq(riskAssessments.userId, userId)))
      .returning({ id: riskAssessments.id }),
  );
  return removed.length > 0;
}

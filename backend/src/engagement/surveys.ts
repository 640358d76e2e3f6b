import { and, asc, eq, inArray } from "drizzle-orm";
import type { Lang } from "@/lib/contract/common";
import { type Survey, type SurveySummary, surveyAnswersSchema } from "@/lib/contract/engagement";
import type { Db } from "../db/client";
import { surveyQuestions, surveyResponses, surveys } from "../db/schema";
import { type BusinessUnitRow, tr } from "../http/context";
import { label, validationT } from "../http/localized-validation";

export const localizedSurveyAnswersSchema = (lang: Lang) =>
  surveyAnswersSchema(
    { name: label(lang, "survey.fields.name"), email: label(lang, "survey.fields.email"), phone: label(lang, "survey.fields.phone") },
    validationT(lang),
  );

type SurveyRow = typeof surveys.$inferSelect;
type QuestionRow = typeof surveyQuestions.$inferSelect;

const summary = (s: SurveyRow, questions: QuestionRow[], bu: BusinessUnitRow, lang: Lang): SurveySummary => ({
  id: s.id,
  slug: s.slug,
  title: tr(lang, s.titleAr, s.titleEn),
  intro: tr(lang, s.introAr, s.introEn),
  business_unit: { id: bu.id, key: bu.key, name: tr(lang, bu.nameAr, bu.nameEn) },
  steps: Math.max(0, ...questions.map((q) => q.step)),
});

async function questionsOf(db: Db, surveyIds: number[]): Promise<QuestionRow[]> {
  if (surveyIds.length === 0) return [];
  return db
    .select()
    .from(surveyQuestions)
    .where(inArray(surveyQuestions.surveyId, surveyIds))
    .orderBy(asc(surveyQuestions.step), asc(surveyQuestions.order), asc(surveyQuestions.id));
}

export async function listSurveys(db: Db, bu: BusinessUnitRow, lang: Lang): Promise<SurveySummary[]> {
  const rows = await db
    .select()
    .from(surveys)
    .where(and(eq(surveys.businessUnitId, bu.id), eq(surveys.isActive, true)))
    .orderBy(asc(surveys.order), asc(surveys.id));
  const questions = await questionsOf(db, rows.map((r) => r.id));
  return rows.map((r) => summary(r, questions.filter((q) => q.surveyId === r.id), bu, lang));
}

export async function findSurvey(db: Db, bu: BusinessUnitRow, slug: string) {
  const [row] = await db
    .select()
    .from(surveys)
    .where(and(eq(surveys.businessUnitId, bu.id), eq(surveys.slug, slug), eq(surveys.isActive, true)))
    .limit(1);
  if (!row) return null;
  return { row, questions: await questionsOf(db, [row.id]) };
}

export function toSurvey(found: { row: SurveyRow; questions: QuestionRow[] }, bu: BusinessUnitRow, lang: Lang): Survey {
  return {
    ...summary(found.row, found.questions, bu, lang),
    questions: found.questions.map((q) => ({
      id: q.id,
      step: q.step,
      type: q.type,
      label: tr(lang, q.labelAr, q.labelEn),
      required: q.required,
      options: (q.options ?? []).map((o) => ({ value: o.value, label: tr(lang, o.labelAr, o.labelEn) })),
    })),
  };
}

export type AnswerValue = string | boolean;

/**
 * Checks the answers against the survey's questions: every answer names one of its questions
 * once, select values are among the options, toggles are yes/no, required questions are answered.
 * Returns the cleaned answers in question order, or field errors keyed `answers.<question id>`.
 */
export function checkAnswers(
  questions: QuestionRow[],
  answers: Array<{ question_id: number; value: AnswerValue }>,
  lang: Lang,
): { ok: true; answers: Array<{ question_id: number; value: AnswerValue }> } | { ok: false; errors: Record<string, string[]> } {
  const t = validationT(lang);
  const errors: Record<string, string[]> = {};
  const given = new Map<number, AnswerValue>();
  for (const a of answers) {
    const question = questions.find((q) => q.id === a.question_id);
    if (!question || given.has(a.question_id)) {
      errors[`answers.${a.question_id}`] = [t("oneOf", { field: label(lang, "survey.question") })];
      continue;
    }
    given.set(a.question_id, typeof a.value === "string" ? a.value.trim() : a.value);
  }
  const cleaned: Array<{ question_id: number; value: AnswerValue }> = [];
  for (const q of questions) {
    const field = tr(lang, q.labelAr, q.labelEn);
    const value = given.get(q.id);
    const empty = value === undefined || value === "";
    if (empty) {
      if (q.required) errors[`answers.${q.id}`] = [t("required", { field })];
      continue;
    }
    const valid =
      q.type === "toggle"
        ? typeof value === "boolean"
        : q.type === "select"
          ? typeof value === "string" && (q.options ?? []).some((o) => o.value === value)
          : typeof value === "string";
    if (!valid) errors[`answers.${q.id}`] = [t("oneOf", { field })];
    else cleaned.push({ question_id: q.id, value });
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, answers: cleaned };
}

/** Stores one answer per respondent; the unique indexes turn a second one into "duplicate". */
export async function storeResponse(
  db: Db,
  surveyId: number,
  input: { name: string; email: string; phone: string; lead?: string; answers: Array<{ question_id: number; value: AnswerValue }> },
  lang: Lang,
): Promise<"created" | "duplicate"> {
  const inserted = await db
    .insert(surveyResponses)
    .values({ surveyId, name: input.name, email: input.email, phone: input.phone, lead: input.lead ?? null, answers: input.answers, lang })
    .onConflictDoNothing()
    .returning({ id: surveyResponses.id });
  return inserted.length > 0 ? "created" : "duplicate";
}

import { BACK_FIELD } from "@/lib/forms/no-script/forms";

/** A server-rendered form coming back from a post sent without JavaScript that failed. */
export interface MarkupFormAnswer {
  values: Record<string, string>;
  errors: Record<string, string>;
  /** What went wrong, said above the fields. */
  message: string;
  /** The page the form was first sent from: sent again from the answer page, it still links there. */
  back: string;
}

/** The hidden fields a form coming back carries. */
export const answerFields = (answer: MarkupFormAnswer | undefined): Record<string, string> => (answer ? { [BACK_FIELD]: answer.back } : {});

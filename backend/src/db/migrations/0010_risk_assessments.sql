-- Risk assessments a patient saved to their profile (health data: the patient's own reads only).
CREATE TABLE "risk_assessments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"user_id" integer NOT NULL,
	"tool" text NOT NULL,
	"score" integer NOT NULL,
	"band" text NOT NULL,
	"bmi" numeric(4, 1) NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "risk_assessments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade,
	CONSTRAINT "risk_assessments_tool_check" CHECK ("tool" IN ('findrisc')),
	CONSTRAINT "risk_assessments_band_check" CHECK ("band" IN ('low', 'slightly-elevated', 'moderate', 'high', 'very-high')),
	CONSTRAINT "risk_assessments_score_check" CHECK ("score" BETWEEN 0 AND 26)
);
--> statement-breakpoint
CREATE INDEX "risk_assessments_user_idx" ON "risk_assessments" USING btree ("user_id","created_at");

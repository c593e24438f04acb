ALTER TABLE "training_questions" ADD COLUMN "difficulty" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
-- Databases seeded before this migration: the platform trainings' authored difficulty (packages/content trainings/difficulty.ts).
UPDATE "training_questions" q SET "difficulty" = v.d
FROM (VALUES
  ('exercise-prepositions', 1),
  ('exercise-collocations', 1),
  ('exercise-business-verbs', 1),
  ('study-business-vocabulary', 1),
  ('study-email-phrases', 1),
  ('study-numbers-dates', 1),
  ('skill-phone-messages', 1),
  ('read-job-advert', 1),
  ('topic-green-packaging', 1),
  ('read-incoterms', 3),
  ('hear-project-meeting', 3),
  ('write-complaint-reply', 3),
  ('trans-lc-clauses', 3),
  ('bill-bill-of-lading', 3),
  ('case-discrepant-documents', 3),
  ('case-late-delivery', 3),
  ('case-brand-crisis', 3),
  ('case-supplier-switch', 3),
  ('case-payment-terms', 3),
  ('topic-ai-translation', 3),
  ('operation-export-process', 3),
  ('operation-lc-check', 3)
) AS v(key, d), "trainings" t
WHERE t.id = q.training_id AND t.key = v.key AND t.school_id IS NULL;

-- Issue 31 part 3: the experience level is one of the spec's four. Earlier values (the demo data's
-- "Veteran", "Master Trainer", ...) become their level; anything else is cleared.
UPDATE "trainer_profiles" SET "experience_level" = CASE
  WHEN lower(trim("experience_level")) IN ('new trainer (1 year)', 'experienced (2-3 years)', 'veteran (3-5 years)', 'master trainer (5+ years)') THEN
    CASE lower(trim("experience_level"))
      WHEN 'new trainer (1 year)' THEN 'New Trainer (1 year)'
      WHEN 'experienced (2-3 years)' THEN 'Experienced (2-3 years)'
      WHEN 'veteran (3-5 years)' THEN 'Veteran (3-5 years)'
      ELSE 'Master Trainer (5+ years)'
    END
  WHEN lower(trim("experience_level")) LIKE 'new%' THEN 'New Trainer (1 year)'
  WHEN lower(trim("experience_level")) LIKE 'experienced%' THEN 'Experienced (2-3 years)'
  WHEN lower(trim("experience_level")) LIKE 'veteran%' THEN 'Veteran (3-5 years)'
  WHEN lower(trim("experience_level")) LIKE 'master%' THEN 'Master Trainer (5+ years)'
  ELSE NULL
END
WHERE "experience_level" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "trainer_profiles" ADD CONSTRAINT "trainer_profiles_experience_level" CHECK ("trainer_profiles"."experience_level" is null or "trainer_profiles"."experience_level" in ('New Trainer (1 year)', 'Experienced (2-3 years)', 'Veteran (3-5 years)', 'Master Trainer (5+ years)'));

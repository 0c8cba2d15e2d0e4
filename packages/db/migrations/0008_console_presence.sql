CREATE TABLE "console_presence" (
	"kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"present_until" timestamp with time zone NOT NULL,
	CONSTRAINT "console_presence_kind_subject_id_pk" PRIMARY KEY("kind","subject_id"),
	CONSTRAINT "console_presence_kind" CHECK ("console_presence"."kind" in ('restaurant', 'captain'))
);

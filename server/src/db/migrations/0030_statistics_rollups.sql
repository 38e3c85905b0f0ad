-- The daily figures of the Estadísticas page, one row per closed day and figure (Mexico City
-- days), written by the statistics-rollup job and read by api/Statistics 20.
CREATE TABLE "statistics_days" (
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"value" integer NOT NULL,
	"rolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statistics_days_day_metric_pk" PRIMARY KEY("day","metric")
);

-- 0061 neighbourhood data (docs/decisions/0061-neighborhood-data.md, docs/data-format.md "Schools").
-- Schools near the properties of a record set: a record table like the others (core/records/
-- record-files.schema.ts lists its columns; a test keeps them in step), written by the synthetic
-- generator, or derived from the properties of a set loaded before this table existed.

CREATE TABLE schools (
  id bigint NOT NULL PRIMARY KEY,
  name text NOT NULL,
  level text NOT NULL CHECK (level IN ('elementary', 'middle', 'high')),
  grades text NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  city text NOT NULL,
  state text NOT NULL,
  zip text NOT NULL,
  district text NOT NULL,
  rating int NOT NULL CHECK (rating BETWEEN 1 AND 10),
  enrollment int NOT NULL CHECK (enrollment >= 0),
  student_teacher_ratio numeric NOT NULL,
  source_id bigint NOT NULL,
  recorded_at date NOT NULL
);

-- Nearest schools: the location box first (point <@ box), then the exact distance.
CREATE INDEX schools_location_idx ON schools USING gist (point(longitude, latitude));

-- 0108 the nearby search's quick filters come from core (docs/decisions/0095): property_search_refresh() takes
-- each filter's bit and thresholds as an argument (functions/property_search_refresh.sql), so the version
-- without one, whose text typed them, goes; the function file then creates the new one.
DROP FUNCTION IF EXISTS property_search_refresh();

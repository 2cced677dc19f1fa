-- 0011 public records: secondary indexes (docs/decisions/0010-public-records-model.md).
-- On a fresh database these make the schema usable at once. The bulk loader
-- (adapters/postgres/records-loader.ts), when it loads into empty record tables, reads every
-- non-constraint index of the record tables from the catalog (pg_get_indexdef), drops them,
-- COPYs the data and re-creates them from those definitions in the same transaction; so this file
-- stays the single list, and indexes other areas add to these tables are kept as well.

-- Person search by name: exact/prefix on the normalised key, last + first, trigram and sound-alike.
CREATE INDEX people_name_key_idx ON people (name_key text_pattern_ops);
CREATE INDEX people_last_first_idx ON people (last_name, first_name);
CREATE INDEX people_last_name_trgm_idx ON people USING gin (last_name gin_trgm_ops);
CREATE INDEX people_last_name_dmetaphone_idx ON people (dmetaphone(last_name), first_name);
CREATE INDEX person_names_name_key_idx ON person_names (name_key text_pattern_ops);
CREATE INDEX person_names_dmetaphone_idx ON person_names (dmetaphone(last_name), first_name);
CREATE INDEX person_names_person_id_idx ON person_names (person_id);

-- Addresses: normalised line-1 key (exact and autocomplete prefix), ZIP, city, location.
CREATE INDEX addresses_address_key_idx ON addresses (address_key text_pattern_ops);
CREATE INDEX addresses_street_name_idx ON addresses (lower(street_name) text_pattern_ops);
CREATE INDEX addresses_zip_idx ON addresses (zip);
CREATE INDEX addresses_state_city_idx ON addresses (state, lower(city));
CREATE INDEX addresses_location_idx ON addresses USING gist (point(longitude, latitude));
CREATE INDEX person_addresses_person_id_idx ON person_addresses (person_id);
CREATE INDEX person_addresses_address_id_idx ON person_addresses (address_id);

-- Phones (normalised ten digits) and e-mails (lower-cased).
CREATE INDEX phones_number_idx ON phones (number);
CREATE INDEX person_phones_person_id_idx ON person_phones (person_id);
CREATE INDEX person_phones_phone_id_idx ON person_phones (phone_id);
CREATE INDEX emails_email_idx ON emails (lower(email));
CREATE INDEX emails_person_id_idx ON emails (person_id);

-- Person-owned facts by person.
CREATE INDEX relationships_person_id_idx ON relationships (person_id);
CREATE INDEX employment_person_id_idx ON employment (person_id);
CREATE INDEX education_person_id_idx ON education (person_id);
CREATE INDEX social_profiles_person_id_idx ON social_profiles (person_id);
CREATE INDEX criminal_records_person_id_idx ON criminal_records (person_id);
CREATE INDEX bankruptcies_person_id_idx ON bankruptcies (person_id);
CREATE INDEX person_liens_person_id_idx ON person_liens (person_id);
CREATE INDEX licenses_person_id_idx ON licenses (person_id);

-- Properties: by address, APN, location (nearby: point <@ box and <@> distance).
CREATE INDEX properties_address_id_idx ON properties (address_id);
CREATE INDEX properties_apn_idx ON properties (apn);
CREATE INDEX properties_location_idx ON properties USING gist (point(longitude, latitude));
CREATE INDEX property_owners_property_id_idx ON property_owners (property_id);
CREATE INDEX property_owners_person_id_idx ON property_owners (person_id);
CREATE INDEX property_tax_assessments_property_id_idx ON property_tax_assessments (property_id);
CREATE INDEX property_transactions_property_id_idx ON property_transactions (property_id);
CREATE INDEX property_listings_property_id_idx ON property_listings (property_id);
CREATE INDEX property_listing_photos_listing_id_idx ON property_listing_photos (listing_id);
CREATE INDEX property_permits_property_id_idx ON property_permits (property_id);
CREATE INDEX property_foreclosures_property_id_idx ON property_foreclosures (property_id);
CREATE INDEX property_recordings_property_id_idx ON property_recordings (property_id);
CREATE INDEX property_liens_property_id_idx ON property_liens (property_id);
CREATE INDEX property_evictions_property_id_idx ON property_evictions (property_id);

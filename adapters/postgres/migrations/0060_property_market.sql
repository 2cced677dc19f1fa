-- 0060 property market (docs/decisions/0060-property-research.md).
-- Multi-parcel sales: a sale's document number recorded on another parcel (the comparables filter
-- multiParcel, checked for every candidate within the radius; without this index each check scans the
-- sales).
CREATE INDEX IF NOT EXISTS property_transactions_document_number_idx ON property_transactions (document_number);

-- The comparables statement runs as a plpgsql function: migration 0065 defines it, on the cube index
-- it adds (a first version here was superseded by 0065 before it was ever deployed).

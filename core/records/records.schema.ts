import type { LandUseGroup, MARKET_STATUS } from './property-codes.rules.js';

/**
 * Record types of the public-records model (docs/decisions/0010-public-records-model.md).
 * Money is in integer cents, dates are ISO `YYYY-MM-DD` strings, ids are bigint numbers
 * (safe integers: the generator stays far below 2^53).
 */

/** Where a fact came from: "County assessor, Maricopa County AZ". */
export interface RecordSource {
  id: number;
  name: string;
  kind: RecordSourceKind;
  jurisdiction: string | null;
}

export type RecordSourceKind =
  | 'county_assessor'
  | 'county_recorder'
  | 'court'
  | 'credit_header'
  | 'phone_carrier'
  | 'marketing'
  | 'mls'
  | 'social'
  | 'state_licensing'
  | 'vital_records'
  | 'usps'
  | 'building_department';

/** Every fact carries its provenance. */
export interface RecordProvenance {
  sourceId: number;
  recordedAt: string;
}

export interface RecordPerson extends RecordProvenance {
  id: number;
  firstName: string;
  middleName: string | null;
  lastName: string;
  nameSuffix: string | null;
  gender: 'M' | 'F' | null;
  birthDate: string | null;
  deceased: boolean;
  deceasedDate: string | null;
}

export type RecordNameType = 'aka' | 'maiden' | 'formal' | 'nickname';

export interface RecordAddress extends RecordProvenance {
  id: number;
  houseNumber: string | null;
  preDir: string | null;
  streetName: string;
  streetSuffix: string | null;
  postDir: string | null;
  unitType: string | null;
  unit: string | null;
  city: string;
  state: string;
  zip: string;
  zip4: string | null;
  county: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** Phone line types. */
export type RecordLineType = 'mobile' | 'landline' | 'voip';

/**
 * Phone classification codes, 002 section 9 "Search-phone classification codes".
 */
const RECORDS_PHONE_CLASSIFICATION = {
  unknown: 0,
  optOut: 1,
  notInUse: 2,
  scamFraud: 3,
  telemarketer: 4,
  business: 5,
  singlePerson: 6,
  multiplePeople: 7,
  noData: 8,
} as const;

export interface RecordPhone extends RecordProvenance {
  id: number;
  /** Ten digits, no punctuation. */
  number: string;
  lineType: RecordLineType;
  carrier: string | null;
  classification: (typeof RECORDS_PHONE_CLASSIFICATION)[keyof typeof RECORDS_PHONE_CLASSIFICATION];
}

export interface RecordEmail extends RecordProvenance {
  id: number;
  personId: number;
  email: string;
  isCurrent: boolean;
}

export interface RecordProperty extends RecordProvenance {
  id: number;
  addressId: number;
  apn: string;
  county: string;
  landUseCode: number;
  landUseGroup: LandUseGroup;
  yearBuilt: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  squareFeet: number | null;
  lotSquareFeet: number | null;
  ownerOccupied: boolean;
  vacant: boolean;
  estimatedValueCents: number | null;
  openLoansCents: number;
  estimatedEquityCents: number | null;
  lastSaleDate: string | null;
  lastSaleCents: number | null;
  /** 001 section 3: offMarket 0, onMarket 1, sold 2 (core/records/property-codes.rules.ts MARKET_STATUS). */
  marketStatus: (typeof MARKET_STATUS)[keyof typeof MARKET_STATUS];
  latitude: number;
  longitude: number;
}

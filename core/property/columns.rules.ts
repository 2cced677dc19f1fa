import { isoDateToMdy } from '../shell/time.rules.js';

/**
 * Saved-property grid columns: categories, the catalogue with types and display formats, default
 * visible columns, grid filter operators and the Edit Columns rules (001 sections 2, 3 and 4).
 */

/**
 * The column categories (001 section 3). The spec gives two readings: twelve categories (adding
 * list_activity and list_insights) or the first ten. We take the ten: they are exactly the ten
 * Select Fields groups of the Edit Columns modal (001 section 2), and no column of the spec belongs
 * to the other two. A server column with another category is kept but shown in no group.
 */
export const COLUMN_CATEGORIES = Object.freeze([
  'property_owner',
  'property_details',
  'tax_assessment',
  'last_prior_sale',
  'open_mortgages',
  'value_equity',
  'liens_bankruptcy',
  'preforeclosure',
  'listing_info_mls',
  'situations',
] as const);

/** A column category (categoryKey). */
export type ColumnCategory = (typeof COLUMN_CATEGORIES)[number];

/** The Select Fields group titles (001 section 2), by category. */
export const COLUMN_CATEGORY_TITLE: Readonly<Record<ColumnCategory, string>> = Object.freeze({
  property_owner: 'Property & Owner Info',
  property_details: 'Property Characteristics',
  tax_assessment: 'Tax Assessment',
  last_prior_sale: 'Last & Prior Sale',
  open_mortgages: 'Open Loans',
  value_equity: 'Value & Equity',
  liens_bankruptcy: 'Liens & Bankruptcy',
  preforeclosure: 'Pre-Foreclosure',
  listing_info_mls: 'MLS',
  situations: 'Situations',
});

/** Column types (001 section 3): money, percent, yes/no, date, number, text. */
export type ColumnType = 'money' | 'percent' | 'yesNo' | 'date' | 'number' | 'text';

/** One column of the catalogue. */
export type ColumnDef = {
  readonly columnName: string;
  readonly displayName: string;
  readonly category: ColumnCategory;
  readonly type: ColumnType;
  /** False for numbers shown without thousands separators (years). */
  readonly digitGrouping?: false;
};

type Row = readonly [columnName: string, displayName: string, type: ColumnType, noGrouping?: true];

const GROUPS: Readonly<Record<ColumnCategory, readonly Row[]>> = {
  property_owner: [
    ['streetAddress', 'Address', 'text'],
    ['city', 'City', 'text'],
    ['state', 'State', 'text'],
    ['zip', 'Zip', 'text'],
    ['county', 'County', 'text'],
    ['apn', 'APN', 'text'],
    ['owner1FirstName', 'Owner 1 First Name', 'text'],
    ['owner1LastName', 'Owner 1 Last Name', 'text'],
    ['owner2FirstName', 'Owner 2 First Name', 'text'],
    ['owner2LastName', 'Owner 2 Last Name', 'text'],
    ['owner1Phone', 'Owner 1 Phone', 'text'],
    ['owner2Phone', 'Owner 2 Phone', 'text'],
    ['owner1Email', 'Owner 1 Email', 'text'],
    ['owner2Email', 'Owner 2 Email', 'text'],
    ['mailingAddress', 'Mailing Address', 'text'],
    ['ownerOccupied', 'Owner Occupied', 'yesNo'],
    ['absenteeOwner', 'Absentee Owner', 'yesNo'],
    ['corporateOwned', 'Corporate Owned', 'yesNo'],
    ['ownershipMonths', 'Length of Ownership (Months)', 'number'],
  ],
  property_details: [
    ['landUse', 'Property Type', 'text'],
    ['bedrooms', 'Bedrooms', 'number'],
    ['bathrooms', 'Bathrooms', 'number'],
    ['rooms', 'Rooms', 'number'],
    ['squareFeet', 'Square Feet', 'number'],
    ['lotSquareFeet', 'Lot Size (Sq Ft)', 'number'],
    ['lotAcres', 'Lot Size (Acres)', 'number'],
    ['yearBuilt', 'Year Built', 'number', true],
    ['stories', 'Stories', 'number'],
    ['garageSpaces', 'Garage Spaces', 'number'],
    ['pool', 'Pool', 'yesNo'],
    ['basement', 'Basement', 'yesNo'],
    ['attic', 'Attic', 'yesNo'],
    ['hoa', 'HOA', 'yesNo'],
    ['hoaFee', 'HOA Fee', 'money'],
    ['subdivision', 'Subdivision', 'text'],
    ['zoning', 'Zoning', 'text'],
    ['latitude', 'Latitude', 'number'],
    ['longitude', 'Longitude', 'number'],
  ],
  tax_assessment: [
    ['assessedTotalValue', 'Assessed Total Value', 'money'],
    ['assessedLandValue', 'Assessed Land Value', 'money'],
    ['assessedImprovementValue', 'Assessed Improvement Value', 'money'],
    ['marketTotalValue', 'Market Total Value', 'money'],
    ['appraisedValue', 'Appraised Value', 'money'],
    ['taxAmount', 'Tax Amount', 'money'],
    ['taxYear', 'Tax Year', 'number', true],
    ['taxDelinquentYear', 'Tax Delinquent Year', 'number', true],
  ],
  last_prior_sale: [
    ['lastSaleDate', 'Last Sale Date', 'date'],
    ['lastSaleAmount', 'Last Sale Amount', 'money'],
    ['lastSaleCashPurchase', 'Cash Purchase', 'yesNo'],
    ['lastSaleDocumentType', 'Last Sale Document Type', 'text'],
    ['priorSaleDate', 'Prior Sale Date', 'date'],
    ['priorSaleAmount', 'Prior Sale Amount', 'money'],
  ],
  open_mortgages: [
    ['openLoanCount', 'Open Loans', 'number'],
    ['openLoanBalance', 'Total Open Loan Balance', 'money'],
    ['loan1Amount', 'Loan 1 Amount', 'money'],
    ['loan1Rate', 'Loan 1 Rate', 'percent'],
    ['loan1Type', 'Loan 1 Type', 'text'],
    ['loan1Lender', 'Loan 1 Lender', 'text'],
    ['loan1Date', 'Loan 1 Date', 'date'],
    ['loan2Amount', 'Loan 2 Amount', 'money'],
    ['loan2Rate', 'Loan 2 Rate', 'percent'],
    ['loanToValue', 'Loan-to-Value', 'percent'],
  ],
  value_equity: [
    ['estimatedValue', 'Estimated Value', 'money'],
    ['estimatedEquity', 'Estimated Equity', 'money'],
    ['equityPercent', 'Equity Ratio', 'percent'],
    ['pricePerSquareFoot', 'Price per Sq Ft', 'money'],
    ['estimatedRent', 'Estimated Rent', 'money'],
    ['grossYield', 'Gross Yield', 'percent'],
  ],
  liens_bankruptcy: [
    ['propertyLienCount', 'Property Liens', 'number'],
    ['propertyLienAmount', 'Property Lien Amount', 'money'],
    ['personalLienCount', 'Personal Liens', 'number'],
    ['judgmentCount', 'Judgments', 'number'],
    ['bankruptcy', 'Bankruptcy', 'yesNo'],
    ['bankruptcyDate', 'Bankruptcy Date', 'date'],
  ],
  preforeclosure: [
    ['foreclosureStage', 'Foreclosure Stage', 'text'],
    ['foreclosureRecordingDate', 'Foreclosure Recording Date', 'date'],
    ['defaultAmount', 'Default Amount', 'money'],
    ['auctionDate', 'Auction Date', 'date'],
    ['openingBid', 'Opening Bid', 'money'],
    ['foreclosureDocumentType', 'Foreclosure Document Type', 'text'],
  ],
  listing_info_mls: [
    ['listingStatus', 'Listing Status', 'text'],
    ['listingAmount', 'Listing Amount', 'money'],
    ['listingDate', 'Listing Date', 'date'],
    ['daysOnMarket', 'Days on Market', 'number'],
    ['mlsNumber', 'MLS Number', 'text'],
    ['listingAgentName', 'Listing Agent', 'text'],
    ['listingBrokerName', 'Listing Broker', 'text'],
  ],
  situations: [
    ['vacant', 'Vacant', 'yesNo'],
    ['preForeclosure', 'Pre-Foreclosure', 'yesNo'],
    ['preProbate', 'Pre-Probate', 'yesNo'],
    ['taxDelinquent', 'Tax Delinquent', 'yesNo'],
    ['bankOwned', 'Bank Owned', 'yesNo'],
    ['freeAndClear', 'Free and Clear', 'yesNo'],
    ['zombie', 'Zombie Property', 'yesNo'],
  ],
};

/** The full column catalogue, grouped by category in {@link COLUMN_CATEGORIES} order (001 section 3). */
export const PROPERTY_COLUMNS: readonly ColumnDef[] = Object.freeze(
  COLUMN_CATEGORIES.flatMap((category) =>
    GROUPS[category].map(
      ([columnName, displayName, type, noGrouping]): ColumnDef =>
        noGrouping
          ? { columnName, displayName, category, type, digitGrouping: false }
          : { columnName, displayName, category, type },
    ),
  ),
);

/**
 * The columns that name or reach a property's owners: names, phones, e-mails and the mailing address.
 * The address report shows them with full access only (a report the member unlocked or bought); the
 * saved-properties grid and its Excel export follow the same rule per property, so a list of 1000 saved
 * properties never hands out more than the member's reports would (docs/decisions/0066).
 */
export const OWNER_CONTACT_COLUMNS: readonly string[] = Object.freeze([
  'owner1FirstName',
  'owner1LastName',
  'owner2FirstName',
  'owner2LastName',
  'owner1Phone',
  'owner2Phone',
  'owner1Email',
  'owner2Email',
  'mailingAddress',
]);

/** What an owner-contact cell holds for a property whose report the member has not unlocked. */
export const LOCKED_CELL_TEXT = 'Locked: unlock the report';

/** The catalogue entry for a column name, or undefined. */
export const propertyColumn = (columnName: string): ColumnDef | undefined =>
  PROPERTY_COLUMNS.find((c) => c.columnName === columnName);

/**
 * The default visible columns, in order (001 section 3): streetAddress, county, apn, owner 1 first
 * and last names, owner 2 first and last names, owner 1 phone, owner 2 phone, owner 1 email, owner
 * 2 email, bedrooms, bathrooms, yearBuilt, squareFeet, lastSaleDate, lastSaleAmount, estimatedValue.
 */
export const DEFAULT_VISIBLE_COLUMNS: readonly string[] = Object.freeze([
  'streetAddress',
  'county',
  'apn',
  'owner1FirstName',
  'owner1LastName',
  'owner2FirstName',
  'owner2LastName',
  'owner1Phone',
  'owner2Phone',
  'owner1Email',
  'owner2Email',
  'bedrooms',
  'bathrooms',
  'yearBuilt',
  'squareFeet',
  'lastSaleDate',
  'lastSaleAmount',
  'estimatedValue',
]);

const group3 = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

const formatNumber = (n: number, grouping: boolean, maxDecimals: number): string => {
  const fixed = n.toFixed(maxDecimals).replace(/\.?0+$/, '');
  const negative = fixed.startsWith('-');
  const [int = '', frac] = (negative ? fixed.slice(1) : fixed).split('.');
  const body = (grouping ? group3(int) : int) + (frac ? `.${frac}` : '');
  return negative && body !== '0' ? `-${body}` : body;
};

const toNumber = (v: unknown): number | null => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return null;
};

/**
 * A cell's display text by column type (001 section 3):
 * - money: whole US dollars with separators, cents only when present ("$350,000", "$1,234.50",
 *   "-$5"): public-record amounts arrive in dollars;
 * - percent: a 0-100 value with up to 2 decimals ("45.5%");
 * - yes/no: "Yes" or "No" (booleans, 1/0, "Y"/"N", "yes"/"no", "true"/"false");
 * - date: MM/DD/YYYY from an ISO date or date-time;
 * - number: separators, up to 6 decimals (latitude), years without separators;
 * - text: the value as text.
 * A missing or unreadable value shows as an empty cell.
 */
export const formatColumnValue = (column: Pick<ColumnDef, 'type' | 'digitGrouping'>, value: unknown): string => {
  if (value === null || value === undefined || value === '') return '';
  switch (column.type) {
    case 'money': {
      const n = toNumber(value);
      if (n === null) return '';
      const body = formatNumber(Math.abs(n), true, 2).replace(/\.(\d)$/, (_, d: string) => `.${d}0`);
      return `${n < 0 && body !== '0' ? '-' : ''}$${body}`;
    }
    case 'percent': {
      const n = toNumber(value);
      return n === null ? '' : `${formatNumber(n, true, 2)}%`;
    }
    case 'yesNo': {
      const s = String(value).trim().toLowerCase();
      if (value === true || ['1', 'y', 'yes', 'true'].includes(s)) return 'Yes';
      if (value === false || ['0', 'n', 'no', 'false'].includes(s)) return 'No';
      return '';
    }
    case 'date':
      return typeof value === 'string' ? (isoDateToMdy(value) ?? '') : '';
    case 'number': {
      const n = toNumber(value);
      return n === null ? '' : formatNumber(n, column.digitGrouping !== false, 6);
    }
    case 'text':
      return String(value);
  }
};

/** Grid filter operators (001 section 3). */
export type GridFilterOperator =
  | 'contains'
  | 'equals'
  | 'startsWith'
  | 'endsWith'
  | 'lessThan'
  | 'lessThanOrEqual'
  | 'greaterThan'
  | 'greaterThanOrEqual'
  | 'blank'
  | 'notBlank';

/**
 * The filter operators of a column type (001 section 3): text contains, equals, startsWith,
 * endsWith, blank, notBlank; numbers (number, money, percent) equals, less, less or equal, greater,
 * greater or equal, blank, notBlank; dates equals, blank, notBlank. Yes/no columns are not covered
 * by the spec; ours: equals, blank, notBlank.
 */
export const gridFilterOperators = (type: ColumnType): readonly GridFilterOperator[] => {
  switch (type) {
    case 'text':
      return ['contains', 'equals', 'startsWith', 'endsWith', 'blank', 'notBlank'];
    case 'number':
    case 'money':
    case 'percent':
      return ['equals', 'lessThan', 'lessThanOrEqual', 'greaterThan', 'greaterThanOrEqual', 'blank', 'notBlank'];
    case 'date':
    case 'yesNo':
      return ['equals', 'blank', 'notBlank'];
  }
};

/**
 * Whether a cell value passes a grid filter (the meaning of 001 section 3's operators, for in-memory
 * lists and tests; the server applies the same meaning in SQL). Text comparisons ignore case; blank
 * means null, undefined or an empty/space-only text; dates compare by their calendar date; yes/no
 * compares the Yes/No reading. An operator the type does not offer never matches.
 */
export const matchesGridFilter = (
  type: ColumnType,
  operator: GridFilterOperator,
  value: unknown,
  filterValue?: string | number | boolean | null,
): boolean => {
  if (!gridFilterOperators(type).includes(operator)) return false;
  const blank = value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
  if (operator === 'blank') return blank;
  if (operator === 'notBlank') return !blank;
  if (blank || filterValue === null || filterValue === undefined) return false;
  if (type === 'text') {
    const v = String(value).toLowerCase();
    const f = String(filterValue).toLowerCase();
    if (operator === 'contains') return v.includes(f);
    if (operator === 'startsWith') return v.startsWith(f);
    if (operator === 'endsWith') return v.endsWith(f);
    return v === f;
  }
  if (type === 'date') return String(value).slice(0, 10) === String(filterValue).slice(0, 10);
  if (type === 'yesNo') return formatColumnValue({ type }, value) === formatColumnValue({ type }, filterValue);
  const v = toNumber(value);
  const f = toNumber(filterValue);
  if (v === null || f === null) return false;
  if (operator === 'lessThan') return v < f;
  if (operator === 'lessThanOrEqual') return v <= f;
  if (operator === 'greaterThan') return v > f;
  if (operator === 'greaterThanOrEqual') return v >= f;
  return v === f;
};

/** A column setting (001 section 3: id, columnName, displayName, category, isVisible, sortOrder). */
export type ColumnSetting = {
  readonly id: number;
  readonly columnName: string;
  readonly displayName: string;
  readonly category: string;
  readonly isVisible: boolean;
  readonly sortOrder: number | null;
};

/** The default column settings: the catalogue with ids 1..n, the default columns visible in their order. */
export const defaultColumnSettings = (): ColumnSetting[] =>
  PROPERTY_COLUMNS.map((c, i) => {
    const order = DEFAULT_VISIBLE_COLUMNS.indexOf(c.columnName);
    return {
      id: i + 1,
      columnName: c.columnName,
      displayName: c.displayName,
      category: c.category,
      isVisible: order !== -1,
      sortOrder: order === -1 ? null : order + 1,
    };
  });

/**
 * Normalises sort orders (001 section 4): "Missing sort orders are assigned after the highest
 * existing one" (visible fields without an order, in list order); "Hidden fields get no sort order".
 * Visible fields are then renumbered 1..n in their order, so sort orders stay unique and contiguous
 * (ties keep list order). The list order itself is unchanged.
 */
export const normalizeColumnSettings = (settings: readonly ColumnSetting[]): ColumnSetting[] => {
  const visible = settings
    .map((s, index) => ({ s, index }))
    .filter(({ s }) => s.isVisible)
    .sort((a, b) => {
      const x = a.s.sortOrder ?? Number.POSITIVE_INFINITY;
      const y = b.s.sortOrder ?? Number.POSITIVE_INFINITY;
      return x === y ? a.index - b.index : x - y;
    });
  const order = new Map(visible.map(({ s }, i) => [s.id, i + 1]));
  return settings.map((s) => ({ ...s, sortOrder: s.isVisible ? (order.get(s.id) ?? null) : null }));
};

const maxOrder = (settings: readonly ColumnSetting[]) =>
  settings.reduce((m, s) => (s.isVisible && s.sortOrder !== null ? Math.max(m, s.sortOrder) : m), 0);

const setVisible = (settings: readonly ColumnSetting[], ids: readonly number[], visible: boolean): ColumnSetting[] => {
  let next = normalizeColumnSettings(settings);
  for (const id of ids) {
    next = next.map((s) => {
      if (s.id !== id || s.isVisible === visible) return s;
      return visible
        ? { ...s, isVisible: true, sortOrder: maxOrder(next) + 1 }
        : { ...s, isVisible: false, sortOrder: null };
    });
  }
  return normalizeColumnSettings(next);
};

/**
 * Shows or hides one field (001 section 4): "Newly visible fields are appended after the highest
 * current sort order. Hidden fields get no sort order." Orders stay contiguous.
 */
export const setColumnVisible = (settings: readonly ColumnSetting[], id: number, visible: boolean): ColumnSetting[] =>
  setVisible(settings, [id], visible);

/**
 * "Toggling a group sets all its fields visible or hidden" (001 section 4); fields made visible are
 * appended in list order after the highest sort order.
 */
export const setColumnGroupVisible = (
  settings: readonly ColumnSetting[],
  category: string,
  visible: boolean,
): ColumnSetting[] =>
  setVisible(
    settings,
    settings.filter((s) => s.category === category).map((s) => s.id),
    visible,
  );

/** The tri-state Select All checkbox of a group (001 section 2): all, none or some of its fields visible. */
export const columnGroupState = (settings: readonly ColumnSetting[], category: string): 'all' | 'none' | 'some' => {
  const group = settings.filter((s) => s.category === category);
  const shown = group.filter((s) => s.isVisible).length;
  return shown === 0 ? 'none' : shown === group.length ? 'all' : 'some';
};

/** The visible columns in sort order (the "columns (the visible ones)" of the load call, 001 section 7). */
export const visibleColumnsInOrder = (settings: readonly ColumnSetting[]): ColumnSetting[] =>
  normalizeColumnSettings(settings)
    .filter((s) => s.isVisible)
    .sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0));

/**
 * Arrange Fields drag-to-reorder (001 section 2): moves a visible field to a 1-based position among
 * the visible fields (clamped); the others keep their relative order. Hidden fields do nothing.
 */
export const moveColumn = (settings: readonly ColumnSetting[], id: number, toPosition: number): ColumnSetting[] => {
  const ordered = visibleColumnsInOrder(settings);
  const from = ordered.findIndex((s) => s.id === id);
  if (from === -1) return normalizeColumnSettings(settings);
  const [moved] = ordered.splice(from, 1);
  const at = Math.min(Math.max(1, Math.floor(toPosition)), ordered.length + 1) - 1;
  ordered.splice(at, 0, moved as ColumnSetting);
  const order = new Map(ordered.map((s, i) => [s.id, i + 1]));
  return normalizeColumnSettings(settings).map((s) => (s.isVisible ? { ...s, sortOrder: order.get(s.id) ?? null } : s));
};

/** "If only the address column is visible, it is not pinned" (001 section 2): whether streetAddress is pinned. */
export const isAddressColumnPinned = (settings: readonly ColumnSetting[]): boolean => {
  const visible = settings.filter((s) => s.isVisible);
  return visible.some((s) => s.columnName === 'streetAddress') && visible.length > 1;
};

/** The Edit Columns modal session: the applied settings and the draft being edited. */
export type ColumnEditor = { readonly applied: readonly ColumnSetting[]; readonly draft: readonly ColumnSetting[] };

/** Opens the Edit Columns modal on the applied settings. */
export const openColumnEditor = (applied: readonly ColumnSetting[]): ColumnEditor => {
  const normalized = normalizeColumnSettings(applied);
  return { applied: normalized, draft: normalized };
};

/** "Closing without Apply restores the previous visibility" (001 section 4): the applied settings. */
export const closeColumnEditor = (editor: ColumnEditor): ColumnSetting[] => [...editor.applied];

/**
 * Apply (001 sections 4 and 7): the draft becomes the settings, and the save body is the list of
 * {id, sortOrder} (hidden fields with sortOrder null).
 */
export const applyColumnEditor = (
  editor: ColumnEditor,
): { settings: ColumnSetting[]; body: { id: number; sortOrder: number | null }[] } => {
  const settings = normalizeColumnSettings(editor.draft);
  return { settings, body: settings.map((s) => ({ id: s.id, sortOrder: s.sortOrder })) };
};

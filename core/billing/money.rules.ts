/**
 * Money is kept in integer cents (docs/decisions/0001 Database). This formats cents as US dollars for
 * display: 495 -> "$4.95", 100000 -> "$1,000.00", -250 -> "-$2.50". With `wholeDollars` the cents are
 * dropped when they are zero (2900 -> "$29", 2995 -> "$29.95"). Non-integer or non-finite input is a
 * programming error and throws.
 */
export const formatCentsAsDollars = (cents: number, opts: { wholeDollars?: boolean } = {}): string => {
  if (!Number.isSafeInteger(cents)) throw new Error(`money must be integer cents, got ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = abs % 100;
  return opts.wholeDollars && rest === 0 ? `${sign}$${dollars}` : `${sign}$${dollars}.${String(rest).padStart(2, '0')}`;
};

/**
 * Money as pages and answers show it. Prices are formatted once, on the server, and travel with the
 * plans (`Plan.priceLabel`): making a currency format is slow the first time (ICU's currency data,
 * about 15 ms here and several times that on a phone), and the browser need not pay it.
 */

const formats = new Map<string, Intl.NumberFormat>();
const currencyFormat = (currency: string, minimumFractionDigits?: number) => {
  const key = `${currency}:${minimumFractionDigits ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    const digits = minimumFractionDigits === undefined ? {} : { minimumFractionDigits };
    format = new Intl.NumberFormat('en-GB', { style: 'currency', currency, ...digits });
    formats.set(key, format);
  }
  return format;
};

/**
 * A monthly price from minor units: "Free" for 0, else the currency's amount in British style,
 * without decimals when they are zero ("£9", "£9.50", "€12", "JP¥1,500").
 */
export const formatMonthlyPrice = (minor: number, currency: string): string => {
  if (minor === 0) return 'Free';
  const digits = currencyFormat(currency).resolvedOptions().maximumFractionDigits ?? 2;
  const isWhole = minor % 10 ** digits === 0;
  return currencyFormat(currency, isWhole ? 0 : digits).format(minor / 10 ** digits);
};

/** An amount from minor units ("£9", "£9.50", "£0"), as invoices show it. */
export const formatMoney = (minor: number, currency: string): string =>
  minor === 0 ? currencyFormat(currency, 0).format(0) : formatMonthlyPrice(minor, currency);

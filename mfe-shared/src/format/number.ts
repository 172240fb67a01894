const formatters = new Map<string, Intl.NumberFormat>();

/** One Intl.NumberFormat for each locale and set of options, made once (as dateTimeFormat does for dates). */
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, options);
    if (formatters.size >= 1_000) formatters.clear();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** 2.5 -> '2.5', 1234.567 -> '1,234.57': a number with a fraction, in the locale, at most `fractionDigits` after the point. */
export function formatDecimal(value: number, locale = 'en-US', fractionDigits = 2): string {
  return numberFormat(locale, { maximumFractionDigits: fractionDigits }).format(value);
}

/** 0.0523 -> '5.2%': a share as a percentage, in the locale, at most `fractionDigits` after the point. */
export function formatPercent(share: number, locale = 'en-US', fractionDigits = 1): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: fractionDigits }).format(share);
}

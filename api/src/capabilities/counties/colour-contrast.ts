/**
 * WCAG 2.2's contrast ratio (1.4.3) of a hex colour (#rgb, #rgba, #rrggbb or #rrggbbaa; alpha
 * ignored) against white: the county's button colour carries white text, which needs 4.5:1.
 */
export const BUTTON_TEXT_CONTRAST = 4.5;

function relativeLuminance(hex: string): number {
  let digits = hex.replace(/^#/, '');
  if (digits.length <= 4) digits = [...digits].map((digit) => digit + digit).join('');
  const [r, g, b] = [0, 2, 4].map((at) => parseInt(digits.slice(at, at + 2), 16) / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export const contrastWithWhite = (hex: string): number => 1.05 / (relativeLuminance(hex) + 0.05);

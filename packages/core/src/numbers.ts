/**
 * Numbers as the shop writes them ("12,345"), without Intl: a browser builds its locale data on the
 * first Intl formatter it is asked for, 50-160 ms of a phone's main thread while the storefront
 * hydrates (decision 0033). Pakistan groups digits in threes, as written here.
 */

/** `1234567` → `1,234,567`; a fraction is kept to `decimals` places (rounded). */
export function formatCount(value: number, decimals = 0): string {
  const negative = value < 0;
  const fixed = Math.abs(value).toFixed(decimals);
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative && Number(fixed) !== 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/**
 * Where the shop delivers, written once: Pakistan's provinces and territories, its cities with the
 * province each is in, and how many business days a parcel takes to each. The shipping form offers
 * them, the server accepts only a province of the list, and the product page's delivery check
 * answers with the days the admin keeps per city.
 */

export const PROVINCES = [
  'Punjab',
  'Sindh',
  'Khyber Pakhtunkhwa',
  'Balochistan',
  'Islamabad Capital Territory',
  'Gilgit-Baltistan',
  'Azad Jammu and Kashmir',
] as const;
export type Province = (typeof PROVINCES)[number];

/** The cities the forms suggest, largest first within each province; a town not listed may still be typed. */
export const CITIES: ReadonlyArray<{ name: string; province: Province }> = [
  ...[
    'Lahore',
    'Faisalabad',
    'Rawalpindi',
    'Gujranwala',
    'Multan',
    'Bahawalpur',
    'Sargodha',
    'Sialkot',
    'Sheikhupura',
    'Rahim Yar Khan',
    'Jhang',
    'Dera Ghazi Khan',
    'Gujrat',
    'Sahiwal',
    'Wah Cantonment',
    'Kasur',
    'Okara',
    'Chiniot',
    'Kamoke',
    'Sadiqabad',
    'Burewala',
    'Jhelum',
    'Khanewal',
    'Hafizabad',
    'Muzaffargarh',
    'Khanpur',
    'Gojra',
    'Mandi Bahauddin',
    'Attock',
    'Vehari',
  ].map((name) => ({ name, province: 'Punjab' as const })),
  ...[
    'Karachi',
    'Hyderabad',
    'Sukkur',
    'Larkana',
    'Nawabshah',
    'Mirpur Khas',
    'Jacobabad',
    'Shikarpur',
    'Khairpur',
  ].map((name) => ({ name, province: 'Sindh' as const })),
  ...['Peshawar', 'Mardan', 'Mingora', 'Kohat', 'Abbottabad', 'Dera Ismail Khan', 'Mansehra', 'Nowshera', 'Swabi'].map(
    (name) => ({ name, province: 'Khyber Pakhtunkhwa' as const }),
  ),
  ...['Quetta', 'Turbat', 'Khuzdar', 'Hub', 'Chaman', 'Gwadar'].map((name) => ({
    name,
    province: 'Balochistan' as const,
  })),
  { name: 'Islamabad', province: 'Islamabad Capital Territory' },
  ...['Gilgit', 'Skardu'].map((name) => ({ name, province: 'Gilgit-Baltistan' as const })),
  ...['Muzaffarabad', 'Mirpur', 'Rawalakot'].map((name) => ({ name, province: 'Azad Jammu and Kashmir' as const })),
];

/** A listed city however it is typed ("  lahore "), or undefined. */
export function findCity(typed: string): { name: string; province: Province } | undefined {
  const key = typed.trim().replace(/\s+/g, ' ').toLowerCase();
  return key ? CITIES.find((city) => city.name.toLowerCase() === key) : undefined;
}

/** Business days from the seller's door to the shopper's: the fewest and the most. */
export interface DeliveryDays {
  min: number;
  max: number;
}

/** Anywhere the admin has not said otherwise (the spec's standard delivery). */
export const STANDARD_DELIVERY_DAYS: DeliveryDays = { min: 4, max: 5 };
export const MAX_DELIVERY_DAYS = 30;

/** Where couriers have hubs, parcels arrive sooner: the days a new shop starts with. */
export const DEFAULT_DELIVERY_DAYS_BY_CITY: Readonly<Record<string, DeliveryDays>> = Object.fromEntries(
  ['Lahore', 'Karachi', 'Islamabad', 'Rawalpindi', 'Faisalabad', 'Multan', 'Peshawar', 'Gujranwala', 'Hyderabad'].map(
    (name) => [name, { min: 2, max: 3 }],
  ),
);

/** The days a parcel takes to a city: the admin's for it, or the standard days. */
export function deliveryDaysTo(city: string, byCity: Readonly<Record<string, DeliveryDays>>): DeliveryDays {
  const found = findCity(city);
  return (found && byCity[found.name]) || STANDARD_DELIVERY_DAYS;
}

/** Adds business days (Monday to Friday), the days couriers count. */
export function addBusinessDays(start: Date, days: number): Date {
  const date = new Date(start);
  let left = days;
  while (left > 0) {
    date.setDate(date.getDate() + 1);
    const weekday = date.getDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date;
}

export const POSTCODE_LENGTH = 5;

export const PLACE_MESSAGES = {
  postcode: `Please provide a valid postcode: ${POSTCODE_LENGTH} digits, or leave it empty.`,
  province: 'Please choose your province.',
  cityForCheck: 'Please enter your city to check delivery.',
  deliveryDays: `Please give the days as whole numbers from 1 to ${MAX_DELIVERY_DAYS}, the fewest first.`,
} as const;

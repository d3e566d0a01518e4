import { describe, expect, it } from 'vitest';
import { CITIES, deliveryDaysTo, findCity, PROVINCES, STANDARD_DELIVERY_DAYS } from './places';

describe('places', () => {
  it('finds a listed city however it is typed, with its province', () => {
    expect(findCity('  dera   ismail KHAN ')).toEqual({ name: 'Dera Ismail Khan', province: 'Khyber Pakhtunkhwa' });
    expect(findCity('Chakwal')).toBeUndefined();
    expect(findCity('  ')).toBeUndefined();
  });

  it('lists each city once, in a province of the list', () => {
    expect(new Set(CITIES.map((city) => city.name)).size).toBe(CITIES.length);
    for (const city of CITIES) expect(PROVINCES).toContain(city.province);
  });

  it("takes the admin's days for a listed city, and the standard days anywhere else", () => {
    const byCity = { Quetta: { min: 5, max: 7 } };
    expect(deliveryDaysTo('quetta', byCity)).toEqual({ min: 5, max: 7 });
    expect(deliveryDaysTo('Lahore', byCity)).toEqual(STANDARD_DELIVERY_DAYS);
    expect(deliveryDaysTo('Chakwal', byCity)).toEqual(STANDARD_DELIVERY_DAYS);
  });
});

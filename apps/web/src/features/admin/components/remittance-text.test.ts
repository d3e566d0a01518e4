import { describe, expect, it } from 'vitest';
import { remittanceRowNote, reportCountsText } from './remittance-text';

describe('remittanceRowNote', () => {
  it('says how far a remitted amount is from the parcel’s cash, either way', () => {
    expect(remittanceRowNote({ status: 'amount_differs', courier: 'tcs', amount: 400_000, expected: 425_000 })).toBe(
      'Rs. 250 short',
    );
    expect(remittanceRowNote({ status: 'amount_differs', courier: 'tcs', amount: 430_050, expected: 425_000 })).toBe(
      "Rs. 50.50 more than the parcel's cash",
    );
  });

  it('names the courier whose parcels lack the tracking number, and says a parcel was remitted before', () => {
    expect(remittanceRowNote({ status: 'unknown_parcel', courier: 'mnp', amount: 1000, expected: null })).toBe(
      'No M&P parcel has this tracking number',
    );
    expect(remittanceRowNote({ status: 'duplicate', courier: 'tcs', amount: 1000, expected: 1000 })).toBe(
      "This parcel's cash was remitted before",
    );
  });

  it('has nothing to say of a matched row', () => {
    expect(remittanceRowNote({ status: 'matched', courier: 'tcs', amount: 1000, expected: 1000 })).toBeNull();
  });
});

describe('reportCountsText', () => {
  it('counts the matched rows and only the troubles a report has', () => {
    expect(reportCountsText({ matched: 3, amountDiffers: 0, unknownParcel: 0, duplicate: 0 })).toBe('Matched 3');
    expect(reportCountsText({ matched: 1200, amountDiffers: 1, unknownParcel: 2, duplicate: 0 })).toBe(
      'Matched 1,200 · Amount differs 1 · Unknown parcel 2',
    );
    expect(reportCountsText({ matched: 0, amountDiffers: 0, unknownParcel: 0, duplicate: 2 })).toBe(
      'Matched 0 · Remitted twice 2',
    );
  });
});

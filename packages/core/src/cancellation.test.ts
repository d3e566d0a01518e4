import { describe, expect, it } from 'vitest';
import {
  CANCEL_MESSAGES,
  CANCEL_NOTE_MAX_LENGTH,
  cancelledByLine,
  cancelReasonRefusal,
  cancelReasonText,
  formatCancellationRate,
  partMayBeCancelled,
} from './cancellation';

describe('cancel reasons', () => {
  it('needs a reason from the canceller’s own list', () => {
    expect(cancelReasonRefusal('shopper', 'Found it cheaper')).toBeNull();
    expect(cancelReasonRefusal('shopper', undefined)).toBe(CANCEL_MESSAGES.reasonRequired);
    expect(cancelReasonRefusal('shopper', '  ')).toBe(CANCEL_MESSAGES.reasonRequired);
    expect(cancelReasonRefusal('shopper', 'Out of stock')).toBe(CANCEL_MESSAGES.reasonRequired);
    expect(cancelReasonRefusal('seller', 'Out of stock')).toBeNull();
    expect(cancelReasonRefusal('admin', 'Fake order')).toBeNull();
    expect(cancelReasonRefusal('seller', 'Fake order')).toBe('Please give a reason for cancelling');
  });

  it('needs a short note for Other', () => {
    expect(cancelReasonRefusal('shopper', 'Other')).toBe(CANCEL_MESSAGES.noteRequired);
    expect(cancelReasonRefusal('shopper', 'Other', '   ')).toBe(CANCEL_MESSAGES.noteRequired);
    expect(cancelReasonRefusal('shopper', 'Other', 'Gift no longer needed')).toBeNull();
    expect(cancelReasonRefusal('shopper', 'Other', 'x'.repeat(CANCEL_NOTE_MAX_LENGTH + 1))).toBe(
      CANCEL_MESSAGES.noteTooLong,
    );
  });

  it('keeps the canceller’s words for Other, the chosen reason otherwise', () => {
    expect(cancelReasonText('Other', ' Gift no longer needed ')).toBe('Gift no longer needed');
    expect(cancelReasonText('Wrong address', 'ignored')).toBe('Wrong address');
  });
});

describe('who cancelled', () => {
  it('says who cancelled, with the reason', () => {
    expect(cancelledByLine('shopper', 'Found it cheaper')).toBe('You cancelled: Found it cheaper');
    expect(cancelledByLine('seller', 'Out of stock')).toBe('The seller cancelled: Out of stock');
    expect(cancelledByLine('admin', 'Fake order')).toBe('OnSale cancelled: Fake order');
    expect(cancelledByLine('marketplace', '')).toBe('OnSale cancelled');
    expect(cancelledByLine('shopper', 'Wrong address', 'shop')).toBe('The shopper cancelled: Wrong address');
    expect(cancelledByLine('seller', 'Out of stock', 'shop')).toBe('The seller cancelled: Out of stock');
  });
});

describe('cancellation rate', () => {
  it('shows a percent, or a dash without orders', () => {
    expect(formatCancellationRate(null)).toBe('—');
    expect(formatCancellationRate(0)).toBe('0%');
    expect(formatCancellationRate(12.5)).toBe('12.5%');
    expect(formatCancellationRate(33.3)).toBe('33.3%');
  });
});

describe('what may be cancelled', () => {
  it('only a part not yet handed to a courier', () => {
    expect(partMayBeCancelled('pending')).toBe(true);
    expect(partMayBeCancelled('processing')).toBe(true);
    expect(partMayBeCancelled('shipped')).toBe(false);
    expect(partMayBeCancelled('delivered')).toBe(false);
    expect(partMayBeCancelled('cancelled')).toBe(false);
  });
});

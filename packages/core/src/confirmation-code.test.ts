import { describe, expect, it } from 'vitest';
import { CONFIRMATION_CODE_MESSAGES, codeUsable, confirmationCodeText, maskPhone } from './confirmation-code';

describe('confirmation codes', () => {
  const sentAt = new Date('2026-11-28T10:00:00Z');
  it('may be used for 15 minutes and 5 tries', () => {
    expect(codeUsable({ sentAt, tries: 0, now: new Date('2026-11-28T10:14:59Z') })).toBe(true);
    expect(codeUsable({ sentAt, tries: 4, now: sentAt })).toBe(true);
    expect(codeUsable({ sentAt, tries: 5, now: sentAt })).toBe(false);
    expect(codeUsable({ sentAt, tries: 0, now: new Date('2026-11-28T10:15:00Z') })).toBe(false);
    expect(codeUsable({ sentAt: null, tries: 0, now: sentAt })).toBe(false);
  });

  it('says how many tries are left', () => {
    expect(CONFIRMATION_CODE_MESSAGES.wrong(4)).toBe('That code is not right. 4 tries left.');
    expect(CONFIRMATION_CODE_MESSAGES.wrong(1)).toBe('That code is not right. 1 try left.');
  });

  it('names the order and the code in the SMS', () => {
    expect(confirmationCodeText({ shopName: 'OnSale', orderNumber: 'OS-2026-001001-K7QX', code: '042917' })).toBe(
      '042917 is your OnSale code to confirm order OS-2026-001001-K7QX. It expires in 15 minutes.',
    );
  });

  it('shows only the ends of a phone', () => {
    expect(maskPhone('+923001234567')).toBe('+92••••••567');
  });
});

import { SELLER_MESSAGES } from '@onsale/core/contracts/seller';

/** Shown in place of a page a seller may not use until approved. */
export function NotApprovedNotice({ what }: { what: string }) {
  return (
    <div className="state-box">
      <p className="mb-0">
        {what} will be available once your seller account is approved. {SELLER_MESSAGES.pending}.
      </p>
    </div>
  );
}

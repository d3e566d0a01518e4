import type { BankAccount } from '@onsale/core/contracts/finance';
import { BANK_ACCOUNT_STATUS_LABELS, formatCnic, type BankAccountStatus } from '@onsale/core/finance';
import { formatShopTime } from '@onsale/core/time';
import './bank-account-details.css';

const TONES: Record<BankAccountStatus, string> = {
  pending: 'text-bg-warning',
  verified: 'text-bg-success',
  refused: 'text-bg-danger',
};

/** A bank account's verification in the shop's words, the same for the seller and the admin. */
export function BankAccountStatusBadge({ status }: { status: BankAccountStatus }) {
  return (
    <span className={`badge ${TONES[status]}`} data-testid="bank-account-status">
      {BANK_ACCOUNT_STATUS_LABELS[status]}
    </span>
  );
}

/** An IBAN in groups of four, as banks print it: PK36 SCBL 0000 0011 2345 6702. */
export const groupIban = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

/** The pictures sent with an account (a CNIC, a bank's letter): thumbnails, each opening the picture. */
export function BankDocuments({ documents, owner }: { documents: readonly string[]; owner: string }) {
  return (
    <ul className="bank-documents list-unstyled d-flex flex-wrap gap-2 mb-0">
      {documents.map((url, index) => (
        <li key={url}>
          <a href={url} target="_blank" rel="noopener noreferrer" title="Open the picture">
            <img src={url} alt={`Document ${index + 1} of ${owner}`} width={72} height={72} loading="lazy" />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** What an account says: title, bank, the whole IBAN, CNIC or NTN, its pictures and when it was sent and reviewed. */
export function BankAccountFacts({ account, owner }: { account: BankAccount; owner: string }) {
  return (
    <dl className="bank-account-facts mb-0">
      <div>
        <dt>Account title</dt>
        <dd>{account.accountTitle}</dd>
      </div>
      <div>
        <dt>Bank</dt>
        <dd>{account.bankName}</dd>
      </div>
      <div>
        <dt>IBAN</dt>
        <dd className="font-monospace text-break" data-testid="iban">
          {groupIban(account.iban)}
        </dd>
      </div>
      {account.cnic && (
        <div>
          <dt>CNIC</dt>
          <dd className="text-nowrap">{formatCnic(account.cnic)}</dd>
        </div>
      )}
      {account.ntn && (
        <div>
          <dt>NTN</dt>
          <dd className="text-nowrap">{account.ntn}</dd>
        </div>
      )}
      <div>
        <dt>Sent</dt>
        <dd>{formatShopTime(account.submittedAt, 'date-time')}</dd>
      </div>
      {account.reviewedAt && account.status !== 'pending' && (
        <div>
          <dt>{account.status === 'refused' ? 'Refused' : 'Verified'}</dt>
          <dd>{formatShopTime(account.reviewedAt, 'date-time')}</dd>
        </div>
      )}
      {account.documents.length > 0 && (
        <div className="bank-account-facts-wide">
          <dt>Pictures</dt>
          <dd>
            <BankDocuments documents={account.documents} owner={owner} />
          </dd>
        </div>
      )}
    </dl>
  );
}

import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/ui/status-messages';
import { useProfile } from '../api/profile';
import { AlertSettings } from './alert-settings';
import { EditProfileModal } from './edit-profile-modal';

/** My Profile: the account's details, the Edit Profile modal and the alert switches. */
export function ProfilePage() {
  const { data: me, isPending, isError, error, refetch } = useProfile();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);

  if (isPending) return <LoadingState label="Loading your profile…" />;
  if (isError || !me)
    return <ErrorState error={error} message="Failed to load your profile" onRetry={() => void refetch()} />;

  const rows: [string, string][] = [
    ['Email', me.email],
    ['Username', me.username],
    ['First Name', me.firstName],
    ['Last Name', me.lastName],
    ['Phone Number', me.phoneNumber],
    ['Address', me.address],
  ];
  return (
    <div className="container py-4 account-page">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h1 className="page-title mb-0">My Profile</h1>
        <button
          type="button"
          className="btn btn-accent"
          onClick={() => {
            setSaved(false);
            setEditing(true);
          }}
        >
          Edit Profile
        </button>
      </div>
      {saved && (
        <div className="alert alert-success" role="status">
          Your profile has been updated.
        </div>
      )}
      <div className="card">
        <dl className="row mb-0 p-3">
          {rows.map(([label, value]) => (
            <div key={label} className="col-sm-6 mb-3">
              <dt className="small text-muted fw-normal">{label}</dt>
              <dd className="mb-0">{value || '—'}</dd>
            </div>
          ))}
        </dl>
      </div>
      <AlertSettings />
      <div className="d-flex flex-wrap gap-2 mt-4">
        <Link to="/orders" className="btn btn-outline-accent">
          My Orders
        </Link>
        <Link to="/account/returns" className="btn btn-outline-accent">
          My Returns
        </Link>
        <Link to="/account/credit" className="btn btn-outline-accent">
          OnSale Credit
        </Link>
        <Link to="/wishlist" className="btn btn-outline-accent">
          Wishlist
        </Link>
        <Link to="/brand-notifications" className="btn btn-outline-accent">
          Brand Notifications
        </Link>
        {me.isSeller ? (
          <Link to="/seller" className="btn btn-outline-accent">
            Seller Dashboard
          </Link>
        ) : (
          <Link to="/become-a-seller" className="btn btn-outline-accent">
            Become a Seller
          </Link>
        )}
      </div>
      {editing && (
        <EditProfileModal
          me={me}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            setSaved(true);
            // Success messages hide after 3 seconds (spec section 9).
            window.setTimeout(() => setSaved(false), 3000);
          }}
        />
      )}
    </div>
  );
}

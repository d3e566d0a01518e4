import type { ShopSettings } from '@onsale/core/contracts/admin';
import { useState, type ChangeEvent } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { ErrorState, LoadingState } from '../../../components/ui/status-messages';
import { ApiRequestError, messageOf } from '../../../lib/api-client';
import { useSettings } from '../api/get-settings';
import { useSaveSettings } from '../api/save-settings';
import { bpToPercent, percentToBp } from './format';
import { FlashMessages, PageHeader } from './page-header';
import { useFlash } from './use-flash';

type Draft = Omit<ShopSettings, 'defaultCommissionRateBp'> & { commission: string };

function SettingsForm({ settings }: { settings: ShopSettings }) {
  const save = useSaveSettings();
  const flash = useFlash();
  const [draft, setDraft] = useState<Draft>({ ...settings, commission: bpToPercent(settings.defaultCommissionRateBp) });
  const [fields, setFields] = useState<Record<string, string>>({});
  // A changed field forgets what the server said of it.
  const forget = (key: keyof Draft) =>
    setFields(({ [key]: _said, ...rest }) =>
      key === 'commission'
        ? Object.fromEntries(Object.entries(rest).filter(([name]) => name !== 'defaultCommissionRateBp'))
        : rest,
    );
  const bind = (key: keyof Draft) => ({
    value: draft[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      setDraft({ ...draft, [key]: e.target.value });
      forget(key);
    },
  });

  const submit = async () => {
    setFields({});
    const bp = percentToBp(draft.commission);
    if (bp === null) return setFields({ commission: 'Commission must be a percentage from 0 to 100' });
    try {
      const saved = await save.mutateAsync({
        shopName: draft.shopName,
        supportEmail: draft.supportEmail,
        supportPhone: draft.supportPhone,
        supportHours: draft.supportHours,
        defaultCommissionRateBp: bp,
      });
      setDraft({ ...saved, commission: bpToPercent(saved.defaultCommissionRateBp) });
      flash.succeed('Settings saved: the shop shows them now');
    } catch (error) {
      if (error instanceof ApiRequestError && error.fields) setFields(error.fields);
      flash.fail(messageOf(error));
    }
  };

  return (
    <form
      className="card shadow-sm"
      style={{ maxWidth: 640 }}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="card-body">
        <FlashMessages flash={flash} />
        <FormField label="Shop name" error={fields.shopName} {...bind('shopName')} />
        <FormField label="Support e-mail" type="email" error={fields.supportEmail} {...bind('supportEmail')} />
        <FormField label="Support phone" type="tel" error={fields.supportPhone} {...bind('supportPhone')} />
        <FormField
          label="Support hours"
          error={fields.supportHours}
          hint="Shown in the footer, e.g. Mon-Fri 9 AM-6 PM"
          {...bind('supportHours')}
        />
        <FormField
          label="Default commission (%)"
          inputMode="decimal"
          error={fields.commission ?? fields.defaultCommissionRateBp}
          hint="What new sellers pay on delivered sales; each seller's own rate is set on the Sellers page."
          {...bind('commission')}
        />
        <button type="submit" className="btn btn-accent" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save settings'}
        </button>
      </div>
    </form>
  );
}

export function SettingsPage() {
  const settings = useSettings();
  return (
    <>
      <PageHeader title="Settings" />
      {settings.isPending ? (
        <LoadingState label="Loading settings…" />
      ) : settings.isError ? (
        <ErrorState
          message={messageOf(settings.error)}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        <SettingsForm settings={settings.data} />
      )}
    </>
  );
}

import type { ShopSettings } from '@onsale/core/contracts/admin';
import { PAISA_PER_RUPEE, rupeesToPaisa } from '@onsale/core/money';
import {
  CONFIRMATION_POLICIES,
  CONFIRMATION_POLICY_LABELS,
  type ConfirmationPolicy,
} from '@onsale/core/order-confirmation';
import { SHIPPING_KEEPER_LABELS, SHIPPING_KEEPERS, type ShippingKeeper } from '@onsale/core/seller-money';
import { useId, useState, type ChangeEvent } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { ErrorState, LoadingState } from '../../../components/ui/status-messages';
import { ApiRequestError, messageOf } from '../../../lib/api-client';
import { useAdminCategories } from '../api/get-admin-categories';
import { useSettings } from '../api/get-settings';
import { useSaveSettings } from '../api/save-settings';
import { CourierUpdatesSection } from './courier-updates-section';
import { DeliveryTimesSection } from './delivery-times-section';
import { bpToPercent, percentToBp } from './format';
import { FlashMessages, PageHeader } from './page-header';
import { useFlash } from './use-flash';

type NumberKey =
  | 'codRefusalLimit'
  | 'codUnconfirmedMaxTotal'
  | 'codMaxOpenUnconfirmed'
  | 'confirmationAboveAmount'
  | 'confirmationHours'
  | 'returnWindowDays';
type Draft = Omit<ShopSettings, 'defaultCommissionRateBp' | NumberKey> & {
  commission: string;
  codRefusalLimit: string;
  /** rupees in the form, paisa on the wire */
  codUnconfirmedMaxRupees: string;
  codMaxOpenUnconfirmed: string;
  /** rupees in the form, paisa on the wire */
  confirmationAboveRupees: string;
  confirmationHours: string;
  returnWindowDays: string;
};

function draftOf(settings: ShopSettings): Draft {
  return {
    shopName: settings.shopName,
    supportEmail: settings.supportEmail,
    supportPhone: settings.supportPhone,
    supportHours: settings.supportHours,
    commission: bpToPercent(settings.defaultCommissionRateBp),
    codRefusalLimit: String(settings.codRefusalLimit),
    codUnconfirmedMaxRupees: String(settings.codUnconfirmedMaxTotal / PAISA_PER_RUPEE),
    codMaxOpenUnconfirmed: String(settings.codMaxOpenUnconfirmed),
    confirmationPolicy: settings.confirmationPolicy,
    confirmationAboveRupees: String(settings.confirmationAboveAmount / PAISA_PER_RUPEE),
    confirmationHours: String(settings.confirmationHours),
    returnWindowDays: String(settings.returnWindowDays),
    finalSaleCategories: settings.finalSaleCategories,
    shippingKeptBy: settings.shippingKeptBy,
  };
}

/** A whole number from 0 typed in a form, else null. */
function wholeNumber(text: string): number | null {
  return /^\d{1,10}$/.test(text.trim()) ? Number(text.trim()) : null;
}

/** The server's field names, as the form names them. */
const FIELD_OF: Record<string, string> = {
  defaultCommissionRateBp: 'commission',
  codUnconfirmedMaxTotal: 'codUnconfirmedMaxRupees',
  confirmationAboveAmount: 'confirmationAboveRupees',
};

/** The categories whose items cannot be returned: a top category covers its sub-categories. */
function FinalSaleField({ chosen, onChange }: { chosen: readonly string[]; onChange: (slugs: string[]) => void }) {
  const categories = useAdminCategories();
  const tops = (categories.data ?? []).filter((category) => category.parentId === null);
  const toggle = (slug: string, on: boolean) =>
    onChange(on ? [...chosen, slug] : chosen.filter((chosenSlug) => chosenSlug !== slug));
  return (
    <div className="mb-3">
      <div className="form-label">Final sale: items of these categories cannot be returned</div>
      {categories.isError ? (
        <p className="text-danger small">{messageOf(categories.error)}</p>
      ) : (
        <div className="d-flex flex-wrap gap-3">
          {tops.map((category) => (
            <label key={category.id} className="form-check">
              <input
                type="checkbox"
                className="form-check-input"
                checked={chosen.includes(category.slug)}
                onChange={(event) => toggle(category.slug, event.target.checked)}
              />{' '}
              <span className="form-check-label">{category.name}</span>
            </label>
          ))}
        </div>
      )}
      <div className="form-text">Beauty items can always be returned only unopened.</div>
    </div>
  );
}

function SettingsForm({ settings }: { settings: ShopSettings }) {
  const save = useSaveSettings();
  const flash = useFlash();
  const policyId = useId();
  const shippingId = useId();
  const [draft, setDraft] = useState<Draft>(draftOf(settings));
  const [fields, setFields] = useState<Record<string, string>>({});
  // A changed field forgets what the server said of it.
  const forget = (key: keyof Draft) => setFields(({ [key]: _said, ...rest }) => rest);
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
    const refusalLimit = wholeNumber(draft.codRefusalLimit);
    const maxRupees = wholeNumber(draft.codUnconfirmedMaxRupees);
    const maxOpen = wholeNumber(draft.codMaxOpenUnconfirmed);
    const aboveRupees = wholeNumber(draft.confirmationAboveRupees);
    const hours = wholeNumber(draft.confirmationHours);
    const returnDays = wholeNumber(draft.returnWindowDays);
    const wrong: Record<string, string> = {};
    if (refusalLimit === null) wrong.codRefusalLimit = 'Enter a whole number (0 turns this off)';
    if (maxRupees === null) wrong.codUnconfirmedMaxRupees = 'Enter an amount in whole rupees (0 for no limit)';
    if (maxOpen === null) wrong.codMaxOpenUnconfirmed = 'Enter a whole number (0 for no limit)';
    if (aboveRupees === null) wrong.confirmationAboveRupees = 'Enter an amount in whole rupees';
    if (hours === null || hours < 1) wrong.confirmationHours = 'Enter a whole number of hours, at least 1';
    if (returnDays === null || returnDays < 1 || returnDays > 365)
      wrong.returnWindowDays = 'Enter a whole number of days, from 1 to 365';
    if (
      refusalLimit === null ||
      maxRupees === null ||
      maxOpen === null ||
      aboveRupees === null ||
      hours === null ||
      hours < 1 ||
      returnDays === null ||
      returnDays < 1 ||
      returnDays > 365
    )
      return setFields(wrong);
    try {
      const saved = await save.mutateAsync({
        shopName: draft.shopName,
        supportEmail: draft.supportEmail,
        supportPhone: draft.supportPhone,
        supportHours: draft.supportHours,
        defaultCommissionRateBp: bp,
        codRefusalLimit: refusalLimit,
        codUnconfirmedMaxTotal: rupeesToPaisa(maxRupees),
        codMaxOpenUnconfirmed: maxOpen,
        confirmationPolicy: draft.confirmationPolicy,
        confirmationAboveAmount: rupeesToPaisa(aboveRupees),
        confirmationHours: hours,
        returnWindowDays: returnDays,
        finalSaleCategories: draft.finalSaleCategories,
        shippingKeptBy: draft.shippingKeptBy,
      });
      setDraft(draftOf(saved));
      flash.succeed('Settings saved: the shop shows them now');
    } catch (error) {
      if (error instanceof ApiRequestError && error.fields)
        setFields(
          Object.fromEntries(Object.entries(error.fields).map(([name, said]) => [FIELD_OF[name] ?? name, said])),
        );
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
          error={fields.commission}
          hint="What new sellers pay on delivered sales; each seller's own rate is set on the Sellers page."
          {...bind('commission')}
        />
        <fieldset className="mb-3">
          <legend className="h6">Order confirmation</legend>
          <div className="mb-3">
            <label htmlFor={policyId} className="form-label">
              Which cash-on-delivery orders wait for the shopper&apos;s confirmation
            </label>
            <select
              id={policyId}
              className={`form-select ${fields.confirmationPolicy ? 'is-invalid' : ''}`}
              value={draft.confirmationPolicy}
              onChange={(e) => {
                setDraft({ ...draft, confirmationPolicy: e.target.value as ConfirmationPolicy });
                forget('confirmationPolicy');
              }}
            >
              {CONFIRMATION_POLICIES.map((policy) => (
                <option key={policy} value={policy}>
                  {CONFIRMATION_POLICY_LABELS[policy]}
                </option>
              ))}
            </select>
            {fields.confirmationPolicy ? (
              <div className="invalid-feedback">{fields.confirmationPolicy}</div>
            ) : (
              <div className="form-text">
                Sellers do not pack an order until its shopper confirms it by the e-mailed link, an SMS code or a call.
                A shopper whose phone has confirmed and taken parcels before, with none refused, is trusted.
              </div>
            )}
          </div>
          {draft.confirmationPolicy === 'above_amount' && (
            <FormField
              label="Confirm orders above (Rs.)"
              inputMode="numeric"
              error={fields.confirmationAboveRupees}
              hint="An order whose total is over this amount waits for confirmation."
              {...bind('confirmationAboveRupees')}
            />
          )}
          <FormField
            label="Hours to confirm"
            inputMode="numeric"
            error={fields.confirmationHours}
            hint="An order still awaiting confirmation this many hours after it was placed is cancelled."
            {...bind('confirmationHours')}
          />
        </fieldset>
        <fieldset className="mb-3">
          <legend className="h6">Refused parcels</legend>
          <FormField
            label="Refusals in 90 days before cash on delivery needs a call"
            inputMode="numeric"
            error={fields.codRefusalLimit}
            hint="A phone with this many parcels refused at the door must confirm its order by phone. 0 turns this off."
            {...bind('codRefusalLimit')}
          />
          <FormField
            label="Largest cash-on-delivery order for an unconfirmed phone (Rs.)"
            inputMode="numeric"
            error={fields.codUnconfirmedMaxRupees}
            hint="For a phone that has never confirmed an order. 0 for no limit."
            {...bind('codUnconfirmedMaxRupees')}
          />
          <FormField
            label="Orders awaiting confirmation per unconfirmed phone"
            inputMode="numeric"
            error={fields.codMaxOpenUnconfirmed}
            hint="A phone never confirmed may not place more while this many await confirmation. 0 for no limit."
            {...bind('codMaxOpenUnconfirmed')}
          />
        </fieldset>
        <fieldset className="mb-3">
          <legend className="h6">Returns</legend>
          <FormField
            label="Return window (days)"
            inputMode="numeric"
            error={fields.returnWindowDays}
            hint="How many days after its parcel is delivered a shopper may ask to return an item (1 to 365)."
            {...bind('returnWindowDays')}
          />
          <FinalSaleField
            chosen={draft.finalSaleCategories}
            onChange={(finalSaleCategories) => setDraft({ ...draft, finalSaleCategories })}
          />
        </fieldset>
        <fieldset className="mb-3">
          <legend className="h6">Sellers' money</legend>
          <label className="form-label" htmlFor={shippingId}>
            Who keeps the shopper&rsquo;s shipping charge
          </label>
          <select
            id={shippingId}
            className="form-select"
            value={draft.shippingKeptBy}
            onChange={(event) => setDraft({ ...draft, shippingKeptBy: event.target.value as ShippingKeeper })}
          >
            {SHIPPING_KEEPERS.map((keeper) => (
              <option key={keeper} value={keeper}>
                {SHIPPING_KEEPER_LABELS[keeper]}
              </option>
            ))}
          </select>
          <div className="form-text">Credited to the seller who pays the courier, or kept by OnSale when it does.</div>
        </fieldset>
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
          error={settings.error}
          message={messageOf(settings.error)}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        <SettingsForm settings={settings.data} />
      )}
      <DeliveryTimesSection />
      <CourierUpdatesSection />
    </>
  );
}

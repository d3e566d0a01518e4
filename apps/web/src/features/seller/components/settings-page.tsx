import { PROFILE_UPDATE_FAILED } from '@onsale/core/contracts/accounts';
import { zodResolver } from '@hookform/resolvers/zod';
import { STORE_CATEGORIES, sellerProfileUpdateSchema, type SellerProfileUpdate } from '@onsale/core/contracts/seller';
import { useCallback, useEffect, useMemo, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { FormField } from '../../../components/ui/form-field';
import { messageOf } from '../../../lib/api-client';
import { useUpdateSellerProfile } from '../api/update-seller-profile';
import { imageFileProblem, useUploadImage } from '../api/upload-image';
import { FlashMessage } from './flash-message';
import { useSeller } from './seller-context';

type Values = z.output<typeof sellerProfileUpdateSchema>;

/** /seller/settings: the brand profile shoppers see on the brand page. Editable once approved. */
export function SettingsPage() {
  const { profile, approved } = useSeller();
  const update = useUpdateSellerProfile();
  const upload = useUploadImage();
  const [logo, setLogo] = useState<string | null>(profile.logo);
  const [logoFile, setLogoFile] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [flash, setFlash] = useState<string | null>(null);
  const clearFlash = useCallback(() => setFlash(null), []);
  const preview = useMemo(() => (logoFile ? URL.createObjectURL(logoFile) : null), [logoFile]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const { register, handleSubmit, formState } = useForm<SellerProfileUpdate, unknown, Values>({
    resolver: zodResolver(sellerProfileUpdateSchema),
    values: {
      brandName: profile.brandName,
      businessDescription: profile.businessDescription,
      storeCategory: profile.storeCategory as Values['storeCategory'],
      website: profile.website ?? '',
      logo: profile.logo ?? '',
    },
  });

  const onLogo = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    const problem = file ? imageFileProblem(file) : null;
    setLogoError(problem);
    setLogoFile(problem ? null : file);
    if (problem) event.target.value = '';
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const logoUrl = logoFile ? (await upload.mutateAsync(logoFile)).gridUrl : (logo ?? '');
      const saved = await update.mutateAsync({ ...values, logo: logoUrl });
      setLogo(saved.logo);
      setLogoFile(null);
      setFlash('Brand profile saved');
    } catch (error) {
      setFailure(messageOf(error, PROFILE_UPDATE_FAILED));
    }
  });

  const shownLogo = preview ?? logo;
  return (
    <section>
      <h1 className="h3 mb-3">Brand settings</h1>
      <FlashMessage message={flash} onDone={clearFlash} />
      {failure && (
        <div className="alert alert-danger" role="alert">
          {failure}
        </div>
      )}
      {profile.brandSlug && (
        <p>
          Your brand page: <Link to={`/brand/${profile.brandSlug}`}>/brand/{profile.brandSlug}</Link>
        </p>
      )}
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="card shadow-sm">
        <fieldset disabled={!approved || formState.isSubmitting} className="card-body">
          <FormField label="Brand name" error={formState.errors.brandName?.message} {...register('brandName')} />
          <FormField
            label="Business description"
            as="textarea"
            error={formState.errors.businessDescription?.message}
            {...register('businessDescription')}
          />
          <div className="mb-3">
            <label htmlFor="seller-store-category" className="form-label">
              Store category
            </label>
            <select
              id="seller-store-category"
              className={`form-select ${formState.errors.storeCategory ? 'is-invalid' : ''}`}
              {...register('storeCategory')}
            >
              {STORE_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </select>
            {formState.errors.storeCategory && (
              <div className="invalid-feedback">{formState.errors.storeCategory.message}</div>
            )}
          </div>
          <FormField
            label="Website"
            type="url"
            placeholder="https://"
            error={formState.errors.website?.message}
            hint="Optional"
            {...register('website')}
          />
          <div className="mb-3">
            <label htmlFor="seller-logo" className="form-label">
              Logo
            </label>
            <input
              id="seller-logo"
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
              className={`form-control ${logoError ? 'is-invalid' : ''}`}
              onChange={onLogo}
            />
            {logoError ? (
              <div className="invalid-feedback">{logoError}</div>
            ) : (
              <div className="form-text">A square picture works best, less than 5MB.</div>
            )}
            {shownLogo && (
              <div className="d-flex align-items-center gap-3 mt-2">
                <img src={shownLogo} alt="Brand logo" width={120} height={120} className="seller-preview" />
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger"
                  onClick={() => {
                    setLogo(null);
                    setLogoFile(null);
                  }}
                >
                  Remove logo
                </button>
              </div>
            )}
          </div>
          <button type="submit" className="btn btn-accent">
            {formState.isSubmitting ? 'Saving…' : 'Save'}
          </button>
        </fieldset>
      </form>
    </section>
  );
}

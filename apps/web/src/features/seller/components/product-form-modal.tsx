import { PRODUCT_CHANGED, stockChangeProblem } from '@onsale/core/contracts/product-form';
import {
  SELLER_MESSAGES,
  sellerProductInputSchema,
  sellerProductUpdateSchema,
  type SellerProduct,
} from '@onsale/core/contracts/seller';
import { MAX_GALLERY_IMAGES, splitCommaList } from '@onsale/core/contracts/seller';
import { parsePrice } from '@onsale/core/money';
import { discountPercentOf } from '@onsale/core/pricing';
import { useEffect, useId, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  colourPictureErrors,
  ColourPicturesField,
  type ColourPicture,
} from '../../../components/ui/colour-pictures-field';
import { FormDialog } from '../../../components/ui/form-dialog';
import type { PriceDraft } from '../../../components/price-history/price-history-review';
import { PriceHistorySection } from '../../../components/price-history/price-history-section';
import { FormField } from '../../../components/ui/form-field';
import { ApiRequestError, messageOf } from '../../../lib/api-client';
import { useSellerPriceHistory } from '../api/get-seller-price-history';
import { useSaveSellerProduct } from '../api/save-seller-product';
import { imageFileProblem, useUploadImage } from '../api/upload-image';
import { cellField, withCellFields } from '../../../components/stock/stock-grid-state';
import { splitBy, StockGridField } from '../../../components/stock/stock-grid';
import {
  changedProductOf,
  EMPTY_PRODUCT_FORM,
  hasVariantOptions,
  productFormOf,
  productInputOf,
  productUpdateOf,
  splitsStock,
  stockGridOf,
  variantStockOf,
  variantStockProblems,
  type ProductFormValues,
} from '../utils/product-form';
import { CategoryOptions } from './category-options';
import { SizeChartSelect } from './size-chart-select';

const ACCEPTED_IMAGES = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

/** A picked file's preview, released when it is replaced or the dialog closes. */
function usePreview(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/**
 * Add or edit a product. The shared schema checks the form before anything is sent; the images
 * go up first (each under 5 MB, checked here and by the server), then the product itself. An edit
 * names the version it read: when the product changed meanwhile (a sale, another save) the server
 * refuses it and the form shows the product as it is now.
 */
export function ProductFormModal({
  product: opened,
  brandName,
  onClose,
  onSaved,
}: {
  product: SellerProduct | null;
  brandName: string;
  onClose: () => void;
  /** with the product as saved, to say what shoppers see of it */
  onSaved: (message: string, saved: SellerProduct) => void;
}) {
  const [product, setProduct] = useState<SellerProduct | null>(opened);
  const [values, setValues] = useState<ProductFormValues>(() => (opened ? productFormOf(opened) : EMPTY_PRODUCT_FORM));
  const [imageFile, setImageFile] = useState<File | null>(null);
  const [galleryFiles, setGalleryFiles] = useState<File[]>([]);
  const [gallery, setGallery] = useState<string[]>(opened?.gallery ?? []);
  const [colourPictures, setColourPictures] = useState<Record<string, ColourPicture>>(() =>
    picturesOf(opened?.colorImages ?? []),
  );
  const [colourErrors, setColourErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<string, string>>>({});
  const [saving, setSaving] = useState(false);
  const save = useSaveSellerProduct();
  const upload = useUploadImage();
  const preview = usePreview(imageFile);
  const fieldId = useId();

  /** What was said of these fields no longer holds once they change: their messages go, and so
   * does the message above the form when it only repeated one. */
  const forget = (keys: string[]) => {
    const stale = keys.map((key) => fieldErrors[key]).filter((message): message is string => Boolean(message));
    if (stale.length === 0) return;
    setFieldErrors((errors) => Object.fromEntries(Object.entries(errors).filter(([key]) => !keys.includes(key))));
    setFailure((message) => (message && stale.some((text) => message.includes(text)) ? null : message));
  };

  const set =
    (field: Exclude<keyof ProductFormValues, 'stockPerVariant' | 'variantChanges'>) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      setValues((v) => ({ ...v, [field]: event.target.value }));
      forget(field === 'stockChange' ? ['stockChange', 'stock'] : [field]);
    };

  const setCell = (key: string) => (event: ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, variantChanges: { ...v.variantChanges, [key]: event.target.value } }));
    forget([cellField(key), 'variantStock']);
  };

  const current = product?.variants ?? [];
  const colours = splitCommaList(values.colors);
  const perVariant = splitsStock(values, current);
  const grid = perVariant ? stockGridOf(values, current) : null;
  const splitLabel = `Set stock per ${splitBy(stockGridOf(values, []))}`;

  const price = parsePrice(values.price);
  const original = parsePrice(values.originalPrice);
  const computedDiscount =
    values.discountPercent.trim() === '' && price != null && original != null
      ? discountPercentOf(original, price)
      : null;

  const onImage = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    const problem = file ? imageFileProblem(file) : null;
    setFieldErrors((e) => ({ ...e, image: problem ?? undefined }));
    setImageFile(problem ? null : file);
    if (problem) event.target.value = '';
  };

  const onGallery = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    const problem = files.map(imageFileProblem).find(Boolean) ?? null;
    const room = MAX_GALLERY_IMAGES - gallery.length;
    setFieldErrors((e) => ({
      ...e,
      gallery: problem ?? (files.length > room ? `At most ${MAX_GALLERY_IMAGES} gallery images` : undefined),
    }));
    setGalleryFiles(problem ? [] : files.slice(0, Math.max(0, room)));
    if (problem) event.target.value = '';
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    // The form is judged by the same rules as the server before any image is sent.
    const image = imageFile ? '/pending-upload.webp' : (product?.image ?? '');
    const draft = product
      ? sellerProductUpdateSchema.safeParse(productUpdateOf(values, image, gallery, product.version, current))
      : sellerProductInputSchema.safeParse(productInputOf(values, image, gallery));
    const sent = (draft.success ? draft.data.variantStock : undefined) ?? [];
    const stockProblem =
      draft.success && product && !perVariant && 'stockChange' in draft.data
        ? stockChangeProblem(product.stock, draft.data.stockChange)
        : null;
    const cellProblems = perVariant ? variantStockProblems(values, current) : {};
    const firstCellProblem = Object.values(cellProblems)[0];
    if (!draft.success || stockProblem || firstCellProblem) {
      const errors: Record<string, string> = {};
      for (const issue of draft.error?.issues ?? [])
        errors[issue.path[0] === 'variantStock' ? issue.path.join('.') : String(issue.path[0])] ??= issue.message;
      if (stockProblem) errors.stockChange = stockProblem;
      Object.assign(errors, cellProblems);
      // The grid's messages name the change by its place among those sent: each goes to its cell.
      setFieldErrors(withCellFields(errors, perVariant ? variantStockOf(values, current) : []));
      setFailure(
        draft.error?.issues[0]?.message ?? stockProblem ?? firstCellProblem ?? SELLER_MESSAGES.productRequired,
      );
      return;
    }
    setFieldErrors({});
    setColourErrors({});
    setSaving(true);
    let colorImages: { color: string; image: string }[] = [];
    try {
      const uploaded = imageFile ? (await upload.mutateAsync(imageFile)).url : product!.image;
      const added = [];
      for (const file of galleryFiles) added.push((await upload.mutateAsync(file)).url);
      colorImages = [];
      for (const color of colours) {
        const picture = colourPictures[color];
        if (picture)
          colorImages.push({
            color,
            image: typeof picture === 'string' ? picture : (await upload.mutateAsync(picture)).url,
          });
      }
      const saved = await save.mutateAsync(
        product
          ? {
              id: product.id,
              body: {
                ...productUpdateOf(values, uploaded, [...gallery, ...added], product.version, current),
                colorImages,
              },
            }
          : { body: { ...productInputOf(values, uploaded, [...gallery, ...added]), colorImages } },
      );
      onSaved(product ? 'Product updated successfully' : 'Product added successfully', saved);
    } catch (error) {
      const current = changedProductOf(error);
      if (current) {
        // Nothing was saved: show the product as it is now, to make the change again on top of it.
        setProduct(current);
        setValues(productFormOf(current));
        setGallery(current.gallery);
        setColourPictures(picturesOf(current.colorImages));
        setImageFile(null);
        setGalleryFiles([]);
        setFieldErrors({});
        setFailure(`${PRODUCT_CHANGED}. The form now shows it as it is: make your change again and save.`);
        return;
      }
      setFailure(
        product ? `Failed to update product: ${messageOf(error)}` : `Failed to add product: ${messageOf(error)}`,
      );
      if (error instanceof ApiRequestError && error.fields) {
        setFieldErrors(withCellFields(error.fields, sent));
        setColourErrors(colourPictureErrors(error.fields, colorImages));
      }
    } finally {
      setSaving(false);
    }
  };

  const currentImage = preview ?? product?.image ?? null;
  const pictureChoices = [...new Set([product?.image ?? '', ...gallery].filter(Boolean))];
  return (
    <FormDialog
      title={product ? 'Edit Product' : 'Add Product'}
      failure={failure}
      busy={saving}
      submitLabel={product ? 'Save Changes' : 'Add Product'}
      size="lg"
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
    >
      <div className="row g-3">
        <div className="col-md-8">
          <FormField label="Name" value={values.name} onChange={set('name')} error={fieldErrors.name} required />
        </div>
        <div className="col-md-4">
          <FormField
            label="Brand"
            value={values.brand}
            onChange={set('brand')}
            placeholder={brandName}
            hint={`Defaults to ${brandName}`}
            error={fieldErrors.brand}
          />
        </div>
        <div className="col-md-4">
          <FormField
            label="Price (Rs.)"
            inputMode="decimal"
            value={values.price}
            onChange={set('price')}
            error={fieldErrors.price}
            required
          />
        </div>
        <div className="col-md-4">
          <FormField
            label="Original price (Rs.)"
            inputMode="decimal"
            value={values.originalPrice}
            onChange={set('originalPrice')}
            error={fieldErrors.originalPrice}
          />
        </div>
        <div className="col-md-4">
          <FormField
            label="Discount (%)"
            inputMode="numeric"
            value={values.discountPercent}
            onChange={set('discountPercent')}
            error={fieldErrors.discountPercent}
            hint={
              computedDiscount != null
                ? `Computed from the prices: ${computedDiscount}%`
                : '0-100; leave empty to compute it'
            }
          />
        </div>
        {product && (
          <div className="col-12">
            <SellerPriceHistory
              productId={product.id}
              draft={{
                price,
                originalPrice: original,
                discountPercent: /^\d+$/.test(values.discountPercent.trim()) ? Number(values.discountPercent) : null,
              }}
            />
          </div>
        )}
        <div className="col-md-6">
          <label className="form-label" htmlFor={`${fieldId}-category`}>
            Category
          </label>
          <select
            id={`${fieldId}-category`}
            className={`form-select ${fieldErrors.category ? 'is-invalid' : ''}`}
            value={values.category}
            onChange={set('category')}
            required
          >
            <option value="">Choose a category</option>
            <CategoryOptions />
          </select>
          {fieldErrors.category && <div className="invalid-feedback">{fieldErrors.category}</div>}
        </div>
        <div className="col-md-6">
          {grid ? (
            <>
              <span className="form-label d-block">Stock</span>
              <p className="form-control-plaintext py-1 mb-0">
                {product && product.variants.length > 0 ? `${product.stock} in stock, ` : ''}kept per {splitBy(grid)}:
                see below
              </p>
            </>
          ) : product ? (
            <FormField
              label="Add stock"
              inputMode="numeric"
              placeholder="+0"
              value={values.stockChange}
              onChange={set('stockChange')}
              error={fieldErrors.stockChange ?? fieldErrors.stock}
              hint={`${product.stock} in stock now. Type +5 for units that arrived or -2 for units gone; sales made meanwhile are kept.`}
            />
          ) : (
            <FormField
              label="Stock"
              type="number"
              min={0}
              value={values.stock}
              onChange={set('stock')}
              error={fieldErrors.stock}
            />
          )}
        </div>
        <div className="col-md-4">
          <FormField
            label="Sizes"
            value={values.sizes}
            onChange={set('sizes')}
            placeholder="S, M, L"
            hint="Separate with commas"
            error={fieldErrors.sizes}
          />
        </div>
        <div className="col-md-4">
          <FormField
            label="Colours"
            value={values.colors}
            onChange={set('colors')}
            placeholder="Blue, Green"
            hint="Separate with commas"
            error={fieldErrors.colors}
          />
        </div>
        <div className="col-md-4">
          <FormField
            label="Keywords"
            value={values.keywords}
            onChange={set('keywords')}
            placeholder="lawn, summer"
            hint="Separate with commas"
            error={fieldErrors.keywords}
          />
        </div>
        <div className="col-md-6">
          <SizeChartSelect value={values.sizeChartId} onChange={set('sizeChartId')} error={fieldErrors.sizeChartId} />
        </div>
        {grid ? (
          <div className="col-12">
            <StockGridField
              grid={grid}
              mode={!product ? 'new' : current.length > 0 ? 'split' : 'splitting'}
              stockNow={product ? product.stock : null}
              errors={fieldErrors}
              onChange={setCell}
              onUndo={
                current.length === 0
                  ? () => {
                      setValues((v) => ({ ...v, stockPerVariant: false }));
                      forget(Object.keys(fieldErrors).filter((key) => key.startsWith('variantStock')));
                    }
                  : undefined
              }
            />
            {fieldErrors.variantStock && <div className="small text-danger mt-1">{fieldErrors.variantStock}</div>}
          </div>
        ) : (
          hasVariantOptions(values) && (
            <div className="col-12">
              <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 border rounded p-2">
                <p className="small text-muted mb-0">
                  {splitBy(stockGridOf(values, [])) === 'colour' ? 'All colours' : 'All sizes'} share one stock:
                  shoppers can order one you no longer have.
                </p>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-secondary"
                  onClick={() => setValues((v) => ({ ...v, stockPerVariant: true }))}
                >
                  {splitLabel}
                </button>
              </div>
            </div>
          )
        )}
        <div className="col-12">
          <FormField
            label="Description"
            as="textarea"
            value={values.description}
            onChange={set('description')}
            error={fieldErrors.description}
          />
        </div>
        <div className="col-12">
          <FormField
            label="Detailed overview (HTML)"
            as="textarea"
            value={values.longDescription}
            onChange={set('longDescription')}
            hint="Headings, paragraphs, lists, tables and links; anything else is removed."
            error={fieldErrors.longDescription}
          />
        </div>
        <div className="col-md-6">
          <label className="form-label" htmlFor={`${fieldId}-image`}>
            Image {product ? '(choose one to replace it)' : ''}
          </label>
          <input
            id={`${fieldId}-image`}
            type="file"
            accept={ACCEPTED_IMAGES}
            className={`form-control ${fieldErrors.image ? 'is-invalid' : ''}`}
            onChange={onImage}
          />
          {fieldErrors.image ? (
            <div className="invalid-feedback">{fieldErrors.image}</div>
          ) : (
            <div className="form-text">JPEG, PNG, WebP or GIF, less than 5MB.</div>
          )}
          {currentImage && (
            <img src={currentImage} alt="Product preview" width={120} height={120} className="seller-preview mt-2" />
          )}
        </div>
        <div className="col-md-6">
          <label className="form-label" htmlFor={`${fieldId}-gallery`}>
            Gallery images
          </label>
          <input
            id={`${fieldId}-gallery`}
            type="file"
            accept={ACCEPTED_IMAGES}
            multiple
            className={`form-control ${fieldErrors.gallery ? 'is-invalid' : ''}`}
            onChange={onGallery}
          />
          {fieldErrors.gallery ? (
            <div className="invalid-feedback">{fieldErrors.gallery}</div>
          ) : (
            <div className="form-text">Up to {MAX_GALLERY_IMAGES} more pictures.</div>
          )}
          {gallery.length > 0 && (
            <ul className="list-unstyled d-flex flex-wrap gap-2 mt-2">
              {gallery.map((url) => (
                <li key={url} className="position-relative">
                  <img src={url} alt="Gallery" width={60} height={60} className="seller-thumb" />
                  <button
                    type="button"
                    className="btn btn-sm btn-link text-danger p-0 d-block"
                    onClick={() => setGallery((g) => g.filter((u) => u !== url))}
                  >
                    Remove
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="col-12">
          <ColourPicturesField
            colours={colours}
            pictures={colourPictures}
            choices={pictureChoices}
            errors={colourErrors}
            onChange={(colour, picture) => {
              setColourPictures(({ [colour]: _old, ...others }) =>
                picture ? { ...others, [colour]: picture } : others,
              );
              setColourErrors(({ [colour]: _gone, ...others }) => others);
            }}
          />
        </div>
        <div className="col-12">
          <FormField
            label="Video URL"
            type="url"
            value={values.videoUrl}
            onChange={set('videoUrl')}
            placeholder="https://www.youtube.com/watch?v=…"
            error={fieldErrors.videoUrl}
          />
        </div>
      </div>
    </FormDialog>
  );
}

/** The form's colour pictures from the product's answer. */
function picturesOf(colorImages: readonly { color: string; image: string }[]): Record<string, ColourPicture> {
  return Object.fromEntries(colorImages.map((entry) => [entry.color, entry.image]));
}

/** The edited product's price history, in the seller's words. */
function SellerPriceHistory({ productId, draft }: { productId: string; draft: PriceDraft }) {
  return <PriceHistorySection audience="owner" history={useSellerPriceHistory(productId)} draft={draft} />;
}

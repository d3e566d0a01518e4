import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADMIN_MESSAGES,
  ADMIN_PRODUCT_CATEGORIES,
  adminProductSchema,
  type AdminProduct,
} from '@onsale/core/contracts/admin';
import { PRODUCT_CHANGED, PRODUCT_CHANGED_CODE } from '@onsale/core/contracts/product-form';
import { discountPercentOf } from '@onsale/core/pricing';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { PriceHistorySection } from '../../../components/price-history/price-history-section';
import { FormField } from '../../../components/ui/form-field';
import { colourPictureErrors, ColourPicturesField } from '../../../components/ui/colour-pictures-field';
import { ApiRequestError, messageOf } from '../../../lib/api-client';
import { useAdminPriceHistory } from '../api/get-admin-price-history';
import { useUpdateAdminProduct } from '../api/update-admin-product';
import { FormDialog } from '../../../components/ui/form-dialog';
import { splitBy, StockGridField } from '../../../components/stock/stock-grid';
import { useAdminStockGrid } from './admin-stock-grid';
import { paisaToRupeesInput, rupeesInputToPaisa } from './format';

/** The form's fields as typed: prices in rupees. The spec's rules: name and price required, prices numeric. */
const formSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200, 'Name must be at most 200 characters'),
  brand: z.string().trim().min(1, 'Brand is required').max(120, 'Brand must be at most 120 characters'),
  description: z.string().max(5000, 'Description must be at most 5000 characters'),
  price: z
    .string()
    .trim()
    .min(1, 'Price is required')
    .refine((v) => rupeesInputToPaisa(v) !== null, 'Price must be a number')
    .refine((v) => (rupeesInputToPaisa(v) ?? 0) > 0, 'Price is required'),
  originalPrice: z
    .string()
    .trim()
    .refine((v) => v === '' || rupeesInputToPaisa(v) !== null, 'Original price must be a number'),
  category: z.enum(ADMIN_PRODUCT_CATEGORIES, { error: 'Choose a category' }),
  stockChange: z
    .string()
    .trim()
    .regex(/^([+-]?\d+)?$/, 'Add stock must be a whole number, like +5 or -2'),
});
type Values = z.infer<typeof formSchema>;

/** The product as it is now, when a save was refused because it changed since the form read it. */
function changedProductOf(error: unknown): AdminProduct | null {
  if (!(error instanceof ApiRequestError) || error.status !== 409 || error.code !== PRODUCT_CHANGED_CODE) return null;
  const current = adminProductSchema.safeParse(error.current);
  return current.success ? current.data : null;
}

const CATEGORY_LABELS: Record<(typeof ADMIN_PRODUCT_CATEGORIES)[number], string> = {
  men: 'Men',
  women: 'Women',
  kids: 'Kids',
  footwear: 'Footwear',
  accessories: 'Accessories',
  beauty: 'Beauty',
};

const formValuesOf = (product: AdminProduct): Partial<Values> => ({
  name: product.name,
  brand: product.brand,
  description: product.description,
  price: paisaToRupeesInput(product.price),
  originalPrice: paisaToRupeesInput(product.originalPrice),
  category: (ADMIN_PRODUCT_CATEGORIES as readonly string[]).includes(product.category)
    ? (product.category as Values['category'])
    : undefined,
  stockChange: '',
});

/**
 * Edits a product over the version the form read: when it changed meanwhile (a sale, a seller's
 * save) the server refuses the save and the form shows the product as it is now. Stock is added or
 * taken away, never overwritten; the discount follows the prices.
 */
export function ProductEditModal({
  product: opened,
  onClose,
  onSaved,
}: {
  product: AdminProduct;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const update = useUpdateAdminProduct();
  const [product, setProduct] = useState(opened);
  const priceHistory = useAdminPriceHistory(product.id);
  const [failure, setFailure] = useState<string | null>(null);
  const [colourPictures, setColourPictures] = useState<Record<string, string>>(() => picturesOf(opened));
  const [colourErrors, setColourErrors] = useState<Record<string, string>>({});
  const categoryId = useId();
  const knownCategory = formValuesOf(product).category;
  const { register, handleSubmit, formState, reset, control } = useForm<Values>({
    resolver: zodResolver(formSchema),
    defaultValues: formValuesOf(opened),
  });
  const [typedPrice, typedOriginal] = useWatch({ control, name: ['price', 'originalPrice'] });
  const price = rupeesInputToPaisa(typedPrice ?? '');
  const original = rupeesInputToPaisa(typedOriginal ?? '');
  const discount = price != null && original != null ? discountPercentOf(original, price) : 0;

  const stock = useAdminStockGrid(product);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    // Split stock moves cell by cell; the product-wide change is for stock that is not split.
    const cells = stock.perVariant ? stock.check() : null;
    if (cells && 'problem' in cells) return setFailure(cells.problem);
    const sent = cells?.variantStock ?? [];
    setColourErrors({});
    const colorImages = product.colors.flatMap((color) =>
      colourPictures[color] ? [{ color, image: colourPictures[color] }] : [],
    );
    try {
      await update.mutateAsync({
        id: product.id,
        values: {
          name: values.name,
          brand: values.brand,
          description: values.description,
          price: rupeesInputToPaisa(values.price)!,
          originalPrice: values.originalPrice === '' ? null : rupeesInputToPaisa(values.originalPrice),
          category: values.category,
          version: product.version,
          ...(cells
            ? { stockChange: 0, variantStock: sent }
            : { stockChange: values.stockChange === '' ? 0 : Number(values.stockChange.replace(/^\+/, '')) }),
          colorImages,
        },
      });
      onSaved(`${values.name} saved`);
    } catch (error) {
      const current = changedProductOf(error);
      if (current) {
        // Nothing was saved: show the product as it is now, to make the change again on top of it.
        setProduct(current);
        reset(formValuesOf(current));
        stock.reset();
        setColourPictures(picturesOf(current));
        setFailure(`${PRODUCT_CHANGED}. The form now shows it as it is: make your change again and save.`);
        return;
      }
      setFailure(`${ADMIN_MESSAGES.updateProductFailed}: ${messageOf(error)}`);
      stock.refused(error, sent);
      if (error instanceof ApiRequestError && error.fields)
        setColourErrors(colourPictureErrors(error.fields, colorImages));
    }
  });

  return (
    <FormDialog
      title="Edit product"
      failure={failure}
      busy={formState.isSubmitting}
      submitLabel="Save changes"
      size="lg"
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
    >
      <div className="row">
        <div className="col-md-3 mb-3 text-center">
          <img src={product.image} alt="" className="img-fluid rounded border" />
          <div className="form-text">The image cannot be changed here.</div>
        </div>
        <div className="col-md-9">
          <FormField label="Name" error={formState.errors.name?.message} {...register('name')} />
          <FormField label="Brand" error={formState.errors.brand?.message} {...register('brand')} />
          <div className="row">
            <FormField
              className="col-sm-4"
              label="Price (Rs.)"
              inputMode="decimal"
              error={formState.errors.price?.message}
              {...register('price')}
            />
            <FormField
              className="col-sm-4"
              label="Original price (Rs.)"
              inputMode="decimal"
              hint={discount > 0 ? `${discount}% off, from the prices` : 'Leave empty when not discounted'}
              error={formState.errors.originalPrice?.message}
              {...register('originalPrice')}
            />
            {stock.grid ? (
              <div className="col-sm-4 mb-3">
                <span className="form-label d-block">Stock</span>
                <p className="form-control-plaintext py-1 mb-0">
                  {product.variants.length > 0 ? `${product.stock} in stock, ` : ''}kept per {splitBy(stock.grid)}: see
                  below
                </p>
              </div>
            ) : (
              <FormField
                className="col-sm-4"
                label="Add stock"
                inputMode="numeric"
                placeholder="+0"
                hint={`${product.stock} in stock now; +5 adds, -2 takes away`}
                error={formState.errors.stockChange?.message}
                {...register('stockChange')}
              />
            )}
          </div>
          {stock.grid && (
            <div className="mb-3">
              <StockGridField
                grid={stock.grid}
                mode={stock.mode}
                stockNow={product.stock}
                errors={stock.errors}
                onChange={stock.onChange}
                onUndo={stock.undo}
              />
              {stock.errors.variantStock && <div className="small text-danger mt-1">{stock.errors.variantStock}</div>}
            </div>
          )}
          {stock.canSplit && (
            <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 border rounded p-2 mb-3">
              <p className="small text-muted mb-0">
                {product.sizes.length > 0 ? 'All sizes' : 'All colours'} share one stock: shoppers can order one the
                shop no longer has.
              </p>
              <button type="button" className="btn btn-sm btn-outline-secondary" onClick={stock.split}>
                Set stock per {splitBy(product)}
              </button>
            </div>
          )}
          <div className="mb-3">
            <label htmlFor={categoryId} className="form-label">
              Category
            </label>
            <select
              id={categoryId}
              className={`form-select ${formState.errors.category ? 'is-invalid' : ''}`}
              {...register('category')}
            >
              {!knownCategory && <option value="">Choose…</option>}
              {ADMIN_PRODUCT_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {CATEGORY_LABELS[c]}
                </option>
              ))}
            </select>
            {formState.errors.category && <div className="invalid-feedback">{formState.errors.category.message}</div>}
          </div>
          <FormField
            as="textarea"
            label="Description"
            error={formState.errors.description?.message}
            {...register('description')}
          />
        </div>
        <div className="col-12 mb-3">
          <ColourPicturesField
            colours={product.colors}
            pictures={colourPictures}
            choices={[...new Set([product.image, ...product.gallery].filter(Boolean))]}
            upload={false}
            errors={colourErrors}
            onChange={(colour, picture) =>
              setColourPictures(({ [colour]: _old, ...others }) =>
                typeof picture === 'string' ? { ...others, [colour]: picture } : others,
              )
            }
          />
        </div>
        <div className="col-12">
          <PriceHistorySection
            audience="owner"
            history={priceHistory}
            draft={{ price, originalPrice: original, discountPercent: null }}
            className="mb-3"
          />
        </div>
      </div>
    </FormDialog>
  );
}

/** The form's colour pictures from the product's answer. */
function picturesOf(product: AdminProduct): Record<string, string> {
  return Object.fromEntries(product.colorImages.map((entry) => [entry.color, entry.image]));
}

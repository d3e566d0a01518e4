import { DISCOUNT_STEPS } from '@onsale/core/contracts/catalogue';
import { formatCount } from '@onsale/core/numbers';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useId, type FormEvent, type ReactNode } from 'react';
import { offeredOptions, withCount, type FilterOption, type ProductFilters } from '../../lib/catalogue/product-filters';

export type ListFilters = ProductFilters & { category?: string };

interface ProductFiltersFormProps {
  filters: ListFilters;
  brands: readonly FilterOption[];
  /** offered only when given (the search page; a category page has its chips) */
  categories?: readonly FilterOption[];
  sizes: readonly FilterOption[];
  /** the minimum discounts' counts, by percent, when known */
  discountCounts?: ReadonlyMap<number, number>;
  activeCount: number;
  onChange: (change: Partial<ListFilters>) => void;
  onClear: () => void;
}

function rupees(value: FormDataEntryValue | null): number | undefined {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!/^\d+$/.test(text)) return undefined;
  return Number(text);
}

/** A filter's select: "All …" first, then the options that keep products, and the chosen one. */
function FilterSelect({
  id,
  label,
  anyLabel,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  anyLabel: string;
  value: string | undefined;
  options: readonly FilterOption[];
  onChange: (value: string | undefined) => void;
}) {
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label filter-label">
        {label}
      </label>
      <select
        id={id}
        className="form-select"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">{anyLabel}</option>
        {offeredOptions(options, value).map((option) => (
          <option key={option.value} value={option.value}>
            {option.nested ? '\u00a0\u00a0\u00a0' : ''}
            {withCount(option.label, option.count)}
          </option>
        ))}
      </select>
    </div>
  );
}

const PRICE_ENDS = {
  min: { name: 'minPrice', label: 'Minimum price in rupees', placeholder: 'Min' },
  max: { name: 'maxPrice', label: 'Maximum price in rupees', placeholder: 'Max' },
} as const;

/** One end of the price range, in whole rupees, read by the form on Apply. */
function PriceInput({ formId, end, value }: { formId: string; end: keyof typeof PRICE_ENDS; value?: number }) {
  const { name, label, placeholder } = PRICE_ENDS[end];
  return (
    <>
      <label htmlFor={`${formId}-${end}`} className="visually-hidden">
        {label}
      </label>
      <input
        id={`${formId}-${end}`}
        name={name}
        className="form-control"
        inputMode="numeric"
        pattern="[0-9]*"
        placeholder={placeholder}
        defaultValue={value ?? ''}
      />
    </>
  );
}

/**
 * Brand, (category,) size, price range and minimum discount of a list of products: the category
 * page's and the search page's. Selects apply at once, the price range on Apply.
 */
export function ProductFiltersForm({
  filters,
  brands,
  categories,
  sizes,
  discountCounts,
  activeCount,
  onChange,
  onClear,
}: ProductFiltersFormProps) {
  const id = useId();

  function applyPrice(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    let minPrice = rupees(data.get('minPrice'));
    let maxPrice = rupees(data.get('maxPrice'));
    if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice)
      [minPrice, maxPrice] = [maxPrice, minPrice];
    onChange({ minPrice, maxPrice });
  }

  const discounts: FilterOption[] = DISCOUNT_STEPS.map((percent) => ({
    value: String(percent),
    label: `${percent}% off or more`,
    count: discountCounts?.get(percent),
  }));

  return (
    <div className="filters">
      <FilterSelect
        id={`${id}-brand`}
        label="Brand"
        anyLabel="All brands"
        value={filters.brand}
        options={brands}
        onChange={(brand) => onChange({ brand })}
      />
      {categories && (
        <FilterSelect
          id={`${id}-category`}
          label="Category"
          anyLabel="All categories"
          value={filters.category}
          options={categories}
          onChange={(category) => onChange({ category })}
        />
      )}
      {(sizes.length > 1 || filters.size !== undefined) && (
        <FilterSelect
          id={`${id}-size`}
          label="Size"
          anyLabel="Any size"
          value={filters.size}
          options={sizes}
          onChange={(size) => onChange({ size })}
        />
      )}
      <form
        className="mb-3"
        onSubmit={applyPrice}
        key={`${filters.minPrice}-${filters.maxPrice}`}
        aria-labelledby={`${id}-price`}
      >
        <p id={`${id}-price`} className="form-label filter-label mb-2">
          Price (Rs.)
        </p>
        <div className="d-flex gap-2 align-items-center">
          <PriceInput formId={id} end="min" value={filters.minPrice} />
          <span aria-hidden="true">–</span>
          <PriceInput formId={id} end="max" value={filters.maxPrice} />
          <button type="submit" className="btn btn-outline-accent">
            Apply
          </button>
        </div>
      </form>
      <FilterSelect
        id={`${id}-discount`}
        label="Minimum discount"
        anyLabel="Any discount"
        value={filters.minDiscount === undefined ? undefined : String(filters.minDiscount)}
        options={discounts}
        onChange={(value) => onChange({ minDiscount: value === undefined ? undefined : Number(value) })}
      />
      {activeCount > 0 && (
        <button type="button" className="btn btn-link link-accent px-0" onClick={onClear}>
          Clear all filters ({activeCount})
        </button>
      )}
    </div>
  );
}

/**
 * The filters on a phone: a panel that slides in from the side, closed by its button, which says
 * how many products the chosen filters keep.
 */
export function FiltersPanel({
  show,
  onHide,
  total,
  updating,
  children,
}: {
  show: boolean;
  onHide: () => void;
  total: number;
  /** the products are being read again for the filters just chosen */
  updating: boolean;
  /** the filters' form */
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Offcanvas show={show} onHide={onHide} placement="end" aria-labelledby={titleId}>
      <Offcanvas.Header closeButton closeLabel="Close filters">
        <Offcanvas.Title id={titleId}>Filters</Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body className="d-flex flex-column">
        {children}
        <button type="button" className="btn btn-accent mt-auto" onClick={onHide}>
          {updating ? 'Updating…' : `Show ${total === 1 ? '1 product' : `${formatCount(total)} products`}`}
        </button>
      </Offcanvas.Body>
    </Offcanvas>
  );
}

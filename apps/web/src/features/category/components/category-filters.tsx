import type { Brand } from '@onsale/core/contracts/catalogue';
import { useId, type FormEvent } from 'react';
import type { CategoryFilters } from '../api/get-category-page';

const DISCOUNTS = [10, 20, 30, 40, 50, 60, 70];

interface CategoryFiltersFormProps {
  filters: CategoryFilters;
  brands: readonly Brand[];
  sizes: readonly string[];
  activeCount: number;
  onChange: (change: Partial<Omit<CategoryFilters, 'page'>>) => void;
  onClear: () => void;
}

function rupees(value: FormDataEntryValue | null): number | undefined {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!/^\d+$/.test(text)) return undefined;
  return Number(text);
}

/** Brand, size, price range and minimum discount; selects apply at once, the price range on Apply. */
export function CategoryFiltersForm({
  filters,
  brands,
  sizes,
  activeCount,
  onChange,
  onClear,
}: CategoryFiltersFormProps) {
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

  return (
    <div className="filters">
      <div className="mb-3">
        <label htmlFor={`${id}-brand`} className="form-label filter-label">
          Brand
        </label>
        <select
          id={`${id}-brand`}
          className="form-select"
          value={filters.brand ?? ''}
          onChange={(event) => onChange({ brand: event.target.value || undefined })}
        >
          <option value="">All brands</option>
          {brands.map((brand) => (
            <option key={brand.slug} value={brand.slug}>
              {brand.name}
            </option>
          ))}
        </select>
      </div>
      {sizes.length > 1 && (
        <div className="mb-3">
          <label htmlFor={`${id}-size`} className="form-label filter-label">
            Size
          </label>
          <select
            id={`${id}-size`}
            className="form-select"
            value={filters.size ?? ''}
            onChange={(event) => onChange({ size: event.target.value || undefined })}
          >
            <option value="">Any size</option>
            {sizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
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
          <label htmlFor={`${id}-min`} className="visually-hidden">
            Minimum price in rupees
          </label>
          <input
            id={`${id}-min`}
            name="minPrice"
            className="form-control"
            inputMode="numeric"
            pattern="[0-9]*"
            placeholder="Min"
            defaultValue={filters.minPrice ?? ''}
          />
          <span aria-hidden="true">–</span>
          <label htmlFor={`${id}-max`} className="visually-hidden">
            Maximum price in rupees
          </label>
          <input
            id={`${id}-max`}
            name="maxPrice"
            className="form-control"
            inputMode="numeric"
            pattern="[0-9]*"
            placeholder="Max"
            defaultValue={filters.maxPrice ?? ''}
          />
          <button type="submit" className="btn btn-outline-accent">
            Apply
          </button>
        </div>
      </form>
      <div className="mb-3">
        <label htmlFor={`${id}-discount`} className="form-label filter-label">
          Minimum discount
        </label>
        <select
          id={`${id}-discount`}
          className="form-select"
          value={filters.minDiscount ?? ''}
          onChange={(event) =>
            onChange({ minDiscount: event.target.value === '' ? undefined : Number(event.target.value) })
          }
        >
          <option value="">Any discount</option>
          {DISCOUNTS.map((percent) => (
            <option key={percent} value={percent}>
              {percent}% off or more
            </option>
          ))}
        </select>
      </div>
      {activeCount > 0 && (
        <button type="button" className="btn btn-link link-accent px-0" onClick={onClear}>
          Clear all filters ({activeCount})
        </button>
      )}
    </div>
  );
}

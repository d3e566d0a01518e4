import { useCategories } from '../../../lib/catalogue/get-categories';

/** The shop's categories as a select's options: each top category (all of it) over its sub-categories. */
export function CategoryOptions() {
  const categories = useCategories();
  return (
    <>
      {(categories.data ?? []).map((top) => (
        <optgroup key={top.slug} label={top.name}>
          <option value={top.slug}>{top.name} (all)</option>
          {top.children.map((child) => (
            <option key={child.slug} value={child.slug}>
              {child.name}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}

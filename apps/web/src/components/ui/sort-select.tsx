/** A list's "Sort by" select: its sorts and their labels, the one shown, and what choosing another does. */
export function SortSelect<S extends string>({
  id,
  value,
  labels,
  onChange,
}: {
  id: string;
  value: S;
  labels: Record<S, string>;
  onChange: (sort: S) => void;
}) {
  return (
    <div className="d-flex align-items-center gap-2 ms-auto">
      <label htmlFor={id} className="small text-body-secondary text-nowrap">
        Sort by
      </label>
      <select
        id={id}
        className="form-select form-select-sm"
        value={value}
        onChange={(event) => onChange(event.target.value as S)}
      >
        {(Object.entries(labels) as [S, string][]).map(([sort, label]) => (
          <option key={sort} value={sort}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}

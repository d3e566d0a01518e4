/** A row of the seller's figures, each on its own card: its name above, the figure below. */
export function StatCards({
  stats,
  columnClassName,
}: {
  stats: { label: string; value: string }[];
  columnClassName: string;
}) {
  return (
    <div className="row g-3 mb-4">
      {stats.map((stat) => (
        <div key={stat.label} className={columnClassName}>
          <div className="card seller-stat shadow-sm">
            <div className="card-body">
              <div className="small text-muted">{stat.label}</div>
              <div className="seller-stat-value">{stat.value}</div>
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}

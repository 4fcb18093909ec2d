import styles from './leads-per-day-chart.module.css';

/** Leads per day as a few SVG lines: a bar per day, the busiest day labelled (no chart library). */
export function LeadsPerDayChart({
  range,
  perDay,
}: {
  range: { from: string; to: string };
  perDay: { day: string; leads: number }[];
}) {
  const days: string[] = [];
  for (
    let day = new Date(`${range.from}T00:00:00.000Z`);
    day <= new Date(`${range.to}T00:00:00.000Z`);
    day.setUTCDate(day.getUTCDate() + 1)
  )
    days.push(day.toISOString().slice(0, 10));
  const counts = new Map(perDay.map((entry) => [entry.day, entry.leads]));
  const most = Math.max(1, ...perDay.map((entry) => entry.leads));
  const width = 600;
  const height = 160;
  const step = width / Math.max(days.length, 1);
  const total = perDay.reduce((sum, entry) => sum + entry.leads, 0);
  // The bars stretch to the panel's width; the words stay HTML, so they keep the page's size at
  // 390 px and at 1440 px (SVG text would scale with the drawing).
  return (
    <figure className={styles.chart}>
      <p className={styles.note}>{most} a day at most</p>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={`${total} leads from ${range.from} to ${range.to}; at most ${most} in a day`}
      >
        <line
          x1="0"
          y1={height}
          x2={width}
          y2={height}
          stroke="#8a8f98"
          vectorEffect="non-scaling-stroke"
        />
        {days.map((day, index) => {
          const leads = counts.get(day) ?? 0;
          const barHeight = (leads / most) * (height - 4);
          return (
            <rect
              key={day}
              x={index * step + step * 0.15}
              y={height - barHeight}
              width={Math.max(step * 0.7, 1)}
              height={barHeight}
              fill="#0b2540"
            >
              <title>{`${day}: ${leads}`}</title>
            </rect>
          );
        })}
      </svg>
      <p className={styles.axis} aria-hidden="true">
        <span>{range.from}</span>
        <span>{range.to}</span>
      </p>
    </figure>
  );
}

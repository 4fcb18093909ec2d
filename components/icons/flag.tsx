/**
 * Small flag artwork from the static sprite (flag emoji do not render on every system: Linux,
 * Windows): fetched once and cached, never inline in a page's HTML or RSC payload.
 */
export function Flag({
  country,
  size = 20,
  className,
}: {
  country: string;
  size?: number;
  className?: string;
}) {
  return (
    <svg width={size * 1.5} height={size} aria-hidden="true" className={className}>
      <use href={`/flags.svg#${country}`} />
    </svg>
  );
}

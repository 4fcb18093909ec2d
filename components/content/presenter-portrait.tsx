import type { Presenter } from '@/lib/experts/presenter';

/**
 * A presented expert's portrait: the editor's small photo, or their initials in its place (the
 * video's presenter, the roadshow speakers).
 */
export function PresenterPortrait({
  presenter,
  size,
  className,
  photoClassName,
}: {
  presenter: Presenter;
  size: number;
  className: string | undefined;
  photoClassName: string | undefined;
}) {
  return presenter.photo ? (
    // eslint-disable-next-line @next/next/no-img-element -- the editor's small portrait, as the request-call card shows it
    <img
      src={presenter.photo}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      className={`${className} ${photoClassName}`}
    />
  ) : (
    <span className={className} aria-hidden="true">
      {presenter.initials}
    </span>
  );
}

import { Link } from '@/components/navigation/link';
import { site } from '@/lib/site';
import styles from './logo.module.css';

export function Logo({ label }: { label: string }) {
  return (
    <Link href="/" className={styles.logo} aria-label={label}>
      {/* From the icons' sprite, like them: one cached file instead of its paths in every page twice. */}
      <svg width="34" height="34" aria-hidden="true">
        <use href="/icons.svg#logo" />
      </svg>
      <span className={styles.wordmark}>{site.name}</span>
    </Link>
  );
}

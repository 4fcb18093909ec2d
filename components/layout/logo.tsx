import { AppLink } from '@/components/app/client-chrome';
import { site } from '@/lib/site';
import styles from './logo.module.css';

export function Logo({ label }: { label: string }) {
  return (
    <AppLink href="/" className={styles.logo} aria-label={label}>
      <svg width="34" height="34" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="10" fill="#b8893a" />
        <path d="M20 6 23 30h-6l3-24Z" fill="#fff" />
        <path d="M11 30V18l4-3v15h-4Zm14 0V15l4 3v12h-4Z" fill="#fff" opacity=".75" />
        <rect x="8" y="31" width="24" height="2" rx="1" fill="#fff" />
      </svg>
      <span className={styles.wordmark}>{site.name}</span>
    </AppLink>
  );
}

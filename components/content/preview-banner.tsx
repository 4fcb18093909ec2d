import styles from './preview-banner.module.css';

/**
 * What a member of staff sees above a page in draft preview (app/admin/preview/route.ts). English
 * like the rest of the back office, marked so on every language's page; never shown to a visitor.
 */
export function PreviewBanner({ page }: { page: string }) {
  return (
    <form className={styles.banner} lang="en" dir="ltr" method="post" action="/admin/preview">
      <p role="status">
        <strong>Draft preview.</strong> Visitors see the published version of this page.
      </p>
      <input type="hidden" name="page" value={page} />
      <button type="submit">Leave preview</button>
    </form>
  );
}

/**
 * The content editor is part of the back office (docs/content.md): a way back to it above
 * Payload's navigation, and signing out where staff signed in (Payload has no sign-in of its own).
 * Plain links: the editor has its own root layout, so crossing to the back office is a full load.
 */
export function BackOfficeLink() {
  return (
    // eslint-disable-next-line @next/next/no-html-link-for-pages -- another root layout
    <a href="/admin" style={{ display: 'block', marginBottom: '1rem', fontWeight: 600 }}>
      ← Back office
    </a>
  );
}

export function BackOfficeSignOut() {
  // eslint-disable-next-line @next/next/no-html-link-for-pages -- another root layout
  return <a href="/admin/account">Sign out in the back office</a>;
}

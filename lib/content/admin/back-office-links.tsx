/**
 * The content editor is part of the back office (docs/design.md §14): a way back to it above
 * Payload's navigation, and signing out where staff signed in (Payload has no sign-in of its own).
 */
export function BackOfficeLink() {
  return (
    <a href="/admin" style={{ display: 'block', marginBottom: '1rem', fontWeight: 600 }}>
      ← Back office
    </a>
  );
}

export function BackOfficeSignOut() {
  return <a href="/admin/account">Sign out in the back office</a>;
}

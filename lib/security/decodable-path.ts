/** Whether every percent escape in `pathname` decodes to UTF-8 (`/%`, `/%E0%A4%A` do not). */
export function isDecodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

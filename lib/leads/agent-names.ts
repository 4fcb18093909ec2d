/**
 * The expert's name as the page's language writes it: in the scripts whose pages write people's
 * names in their own letters (Arabic, Hebrew, Korean and Russian), the spelling the expert's profile
 * gives (content system, `nameScripts`); the name as written everywhere else, and for an expert
 * without that spelling (a new CRM agent).
 */
export function agentName(
  expert: { name: string; names?: Record<string, string> | undefined },
  locale: string,
): string {
  return (
    (expert.names && Object.hasOwn(expert.names, locale) && expert.names[locale]) || expert.name
  );
}

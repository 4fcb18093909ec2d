/* The CV a job application carries; plain code, so the careers form needs no zod to offer it. */

/** What a CV may be: a PDF or Word file by its name and by its first bytes, at most 5 MB. */
export const cvFileRules = {
  maxBytes: 5 * 1024 * 1024,
  extensions: ['.pdf', '.doc', '.docx'],
  accept:
    '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

export type CvExtension = (typeof cvFileRules.extensions)[number];

export function cvExtensionOf(fileName: string): CvExtension | undefined {
  const lower = fileName.toLowerCase();
  return cvFileRules.extensions.find((extension) => lower.endsWith(extension));
}

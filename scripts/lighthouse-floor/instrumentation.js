// The floor starts nothing: without this file its build picks up the site's instrumentation.ts
// (the lead service) from the repository root.
export function register() {}

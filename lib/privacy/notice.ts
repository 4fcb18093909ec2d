/**
 * The privacy notice's version: the date of its last revision (docs/design.md §15). Bump it with
 * every change to the privacy page (its "Last updated" line shows it); each lead stores the version
 * its visitor was told applies, with the time and their marketing choice.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-27';

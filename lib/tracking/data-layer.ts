/**
 * Every push to the tag manager's `dataLayer` (docs/spec.md §4): the events the site sends, with
 * their fields. The tag manager and the end-to-end tests read them by these exact names.
 */
export type DataLayerEvent =
  /** The tag manager's own start event, pushed just before its script loads. */
  | { event: 'gtm.js'; 'gtm.start': number }
  /** A lead stored by the service (request call, Taiwan, spot booking, page form). */
  | { event: 'signUpCompleted' }
  /** The questionnaire stored by the service. */
  | { event: 'cvSubmitted' };

/** The events that follow a stored lead. */
export type LeadEvent = Exclude<DataLayerEvent, { event: 'gtm.js' }>['event'];

declare global {
  interface Window {
    // The tag manager pushes its own entries too, so the array holds more than our events.
    dataLayer?: Record<string, unknown>[];
  }
}

export function track(event: DataLayerEvent): void {
  (window.dataLayer ??= []).push(event);
}

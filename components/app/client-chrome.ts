'use client';

/**
 * The client parts of every page's chrome, behind one client boundary: server components import
 * them from here, so Turbopack builds one chunk for them rather than one per component, each with
 * its own copy of next/link and the locale helpers (issue 10: ~8 kB of every first load).
 */
export { AppLink } from '@/components/navigation/app-link';
export { LanguageMenu } from '@/components/layout/language-menu';
export { MobileDrawer } from '@/components/layout/mobile-drawer';
export { RequestCallButton } from '@/components/lead-capture/request-call-button';
export { ModalButton } from '@/components/lead-capture/modal-button';
export { LeadCaptureProvider } from '@/components/lead-capture/lead-capture-provider';
export { PageServicesSlot } from '@/components/app/page-services-slot';
export { QuestionnaireHost } from '@/components/lead-capture/questionnaire-host';
export { CookieSettingsButton } from '@/components/consent/cookie-settings-button';

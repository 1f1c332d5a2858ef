/**
 * The shared optional query parameters of every item call (staff-content.md §7): whom staff
 * preview as, the domain's viewer parameters. Accepted so the web app can send them; the staff
 * session decides what is allowed.
 */
export { viewerQuerySchema as previewQuery } from '@candor/domain';

/**
 * The private area's top-level paths (visitor-portal.md §2 "Private area"). The server sends
 * which of them this staff member may open (the page data's abilities); the navigation lists
 * those, and any other path of the list shows the not-authorised screen.
 */
import { STAFF_SECTIONS, type StaffAbilities, type StaffSection } from '@candor/domain';

export const ADMIN_SECTIONS = STAFF_SECTIONS;
export type AdminSection = StaffSection;
export type AdminSectionPath = AdminSection['path'];

export const canOpenSection = (section: AdminSection, abilities: StaffAbilities): boolean =>
  abilities.sections.includes(section.path);

/** The sections the navigation lists for these abilities, in order. */
export const visibleSections = (abilities: StaffAbilities): AdminSection[] =>
  ADMIN_SECTIONS.filter((section) => canOpenSection(section, abilities));

/** Sections with addresses of their own below them (e.g. /admin/access/accounts). */
export const isNestedSection = (section: AdminSection): boolean =>
  'nested' in section && section.nested;

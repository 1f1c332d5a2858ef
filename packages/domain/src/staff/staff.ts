/** Staff as the private area's API answers them (GET /api/admin/staff and the writes). */
import type { Scope } from '../auth/actor.js';
import type { StaffStatus } from './staff.schema.js';

export interface StaffMember {
  id: string;
  email: string;
  displayName: string;
  scopes: Scope[];
  status: StaffStatus;
  /** ISO date-times. */
  lastLoginAt: string | null;
  createdAt: string;
}

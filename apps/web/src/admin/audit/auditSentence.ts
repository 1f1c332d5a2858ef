/**
 * An audit entry in words, for the log and the dashboard: the domain's one mapping of action
 * codes to sentences ("Alex Morgan hid the AI card").
 */
import { auditSentence as domainSentence } from '@candor/domain';
import type { AuditEntry } from '../api/adminApi.js';

export const auditSentence = (entry: AuditEntry): string => domainSentence(entry);

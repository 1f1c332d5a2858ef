import { describe, expect, it } from 'vitest';
import {
  accessRulesInputSchema,
  declinedCode,
  decideByRules,
  requiredFieldErrors,
} from './access.rules.js';

const base = {
  autoApprove: 'never' as const,
  blockFreeEmail: true,
  freeEmail: false,
  domainRule: null,
  domain: 'globex.example',
};

describe('decideByRules', () => {
  it('checks free mail, then blocked domains, then the approval mode', () => {
    expect(decideByRules({ ...base, freeEmail: true, domainRule: 'block' }).decision).toBe(
      'not_work_email',
    );
    expect(decideByRules({ ...base, freeEmail: true, blockFreeEmail: false }).decision).toBe(
      'pending',
    );
    expect(decideByRules({ ...base, autoApprove: 'always', domainRule: 'block' }).decision).toBe(
      'declined',
    );
    expect(decideByRules({ ...base, autoApprove: 'always' }).decision).toBe('approved');
    expect(decideByRules({ ...base, autoApprove: 'listed_domains' }).decision).toBe('pending');
    expect(
      decideByRules({ ...base, autoApprove: 'listed_domains', domainRule: 'auto_approve' }),
    ).toMatchObject({ decision: 'approved', source: 'auto_rule' });
    // A listed domain does nothing while approval is 'never'.
    expect(decideByRules({ ...base, domainRule: 'auto_approve' }).decision).toBe('pending');
  });
});

describe('declinedCode', () => {
  it('names each decline by who decided', () => {
    expect(declinedCode('staff')).toBe('request_declined');
    expect(declinedCode('blocked_domain')).toBe('request_declined_blocked_domain');
    expect(declinedCode('third_party')).toBe('request_declined_third_party');
    expect(declinedCode('auto_rule')).toBe('request_access_auto_declined');
  });
});

describe('requiredFieldErrors', () => {
  it('requires nothing beyond the schema when no field is enabled', () => {
    expect(requiredFieldErrors({}, {})).toEqual([]);
  });
  it('asks for an optional checkbox only when configured required', () => {
    expect(
      requiredFieldErrors({}, { customCheckbox: { enabled: true, label: 'x', required: false } }),
    ).toEqual([]);
    expect(
      requiredFieldErrors({}, { customCheckbox: { enabled: true, label: 'x', required: true } }),
    ).toEqual([{ path: 'customCheckbox', message: 'This field is required' }]);
  });
});

describe('accessRulesInputSchema', () => {
  const rules = {
    autoApprove: 'listed_domains',
    blockFreeEmail: true,
    autoApproveDomains: [' Partner.Example ', '@partner.example'],
    blockedDomains: [],
    defaultAccessDays: 365,
    accessRequestsMailbox: '',
  };
  it('normalises domains and an empty mailbox', () => {
    expect(accessRulesInputSchema.parse(rules)).toMatchObject({
      autoApproveDomains: ['partner.example'],
      accessRequestsMailbox: null,
    });
  });
  it("refuses days out of range and a domain that isn't one", () => {
    expect(accessRulesInputSchema.safeParse({ ...rules, defaultAccessDays: 0 }).success).toBe(
      false,
    );
    const bad = accessRulesInputSchema.safeParse({ ...rules, blockedDomains: ['not a domain'] });
    expect(bad.error?.issues[0]?.message).toBe('"not a domain" is not a valid domain');
  });
});

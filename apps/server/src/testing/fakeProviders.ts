/**
 * The JSON the providers serve, as the local fakes of the tests answer it: a Statuspage page's
 * `/api/v2/status.json` and a HackerOne program's public metrics snapshot
 * (see integrations/providerClients.ts).
 */
export function statuspageStatus(indicator: string, description: string) {
  return {
    page: {
      id: 'kctbh9vrtdwd',
      name: 'Acme',
      url: 'https://status.acme.example',
      time_zone: 'Etc/UTC',
      updated_at: '2026-11-24T08:00:00.000Z',
    },
    status: { indicator, description },
  };
}

export function hackeroneMetrics(overrides: Record<string, unknown> = {}) {
  return {
    average_time_to_first_program_response: 5.2,
    average_time_to_report_triage: 30,
    average_time_to_bounty_awarded: 120,
    average_bounty_lower_amount: 500,
    average_bounty_upper_amount: 1000,
    top_bounty_lower_amount: 5000,
    top_bounty_upper_amount: 10000,
    resolved_report_count: 128,
    last_report_resolved_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

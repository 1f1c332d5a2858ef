/**
 * How a destination is named to people (the disabled notice, the audit log): a webhook endpoint
 * by its URL; a chat channel by its host and the last characters of its URL only, for a Slack
 * incoming-webhook URL is itself the secret that lets anyone post to the channel.
 */
export function destinationName(endpoint: { kind: 'webhook' | 'slack'; url: string }): string {
  if (endpoint.kind === 'webhook') return endpoint.url;
  let host = 'the chat service';
  try {
    host = new URL(endpoint.url).host;
  } catch {
    // Stored URLs were checked when saved; a broken one is still named by its end.
  }
  return `${host} …${endpoint.url.slice(-4)}`;
}

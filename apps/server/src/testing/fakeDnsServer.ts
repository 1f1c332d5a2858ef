/**
 * A local fake DNS server for tests (UDP on 127.0.0.1, packets by dns-packet): answers TXT
 * questions from a table the test edits, NXDOMAIN for names it does not know, and never
 * answers names marked silent (a resolver that times out).
 */
import { createSocket } from 'node:dgram';
import dnsPacket from 'dns-packet';

export interface FakeDnsServer {
  /** `127.0.0.1:port`, as CUSTOM_DOMAIN_DNS_SERVERS takes it. */
  address: string;
  txt: Map<string, string[]>;
  silent: Set<string>;
  /** Questions asked so far (names), for tests that check nothing was looked up. */
  asked: string[];
  close(): Promise<void>;
}

export async function startFakeDnsServer(): Promise<FakeDnsServer> {
  const socket = createSocket('udp4');
  const txt = new Map<string, string[]>();
  const silent = new Set<string>();
  const asked: string[] = [];
  socket.on('message', (message, remote) => {
    let query: dnsPacket.DecodedPacket;
    try {
      query = dnsPacket.decode(message);
    } catch {
      return;
    }
    const question = query.questions?.[0];
    if (!question) return;
    const name = question.name.toLowerCase();
    asked.push(name);
    if (silent.has(name)) return;
    const values = question.type === 'TXT' ? txt.get(name) : undefined;
    const response = dnsPacket.encode({
      type: 'response',
      id: query.id ?? 0,
      flags:
        dnsPacket.RECURSION_DESIRED |
        dnsPacket.RECURSION_AVAILABLE |
        (values || txt.has(name) ? 0 : 3),
      questions: [question],
      answers: (values ?? []).map((value) => ({
        type: 'TXT' as const,
        name: question.name,
        ttl: 60,
        class: 'IN' as const,
        data: value,
      })),
    });
    socket.send(response, remote.port, remote.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address();
  return {
    address: `127.0.0.1:${port}`,
    txt,
    silent,
    asked,
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  };
}

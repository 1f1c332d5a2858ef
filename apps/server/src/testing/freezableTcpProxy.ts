/**
 * A TCP proxy in front of a server that can be frozen: connections are accepted and stay open
 * but nothing goes through in either direction, as with a server stopped by SIGSTOP or a
 * network dropping packets. Without an upstream it is a server that accepts and never answers.
 */
import net from 'node:net';

export interface FreezableTcpProxy {
  port: number;
  freeze(): void;
  thaw(): void;
  close(): Promise<void>;
}

export async function startFreezableTcpProxy(
  upstream: { host: string; port: number } | null,
): Promise<FreezableTcpProxy> {
  let frozen = upstream === null;
  const sockets = new Set<net.Socket>();
  /** Flushes of every connection: bytes held while frozen, and connecting upstream late. */
  const thawers = new Set<() => void>();

  const proxy = net.createServer((client) => {
    sockets.add(client);
    let server: net.Socket | null = null;
    const toServer: Buffer[] = [];
    const toClient: Buffer[] = [];

    const flush = () => {
      if (frozen || client.destroyed) return;
      if (!server && upstream) {
        server = net.connect(upstream.port, upstream.host);
        sockets.add(server);
        server.on('data', (chunk: Buffer) => {
          toClient.push(chunk);
          flush();
        });
        server.on('error', () => client.destroy());
        server.on('close', () => client.destroy());
      }
      for (const chunk of toServer.splice(0)) server?.write(chunk);
      for (const chunk of toClient.splice(0)) client.write(chunk);
    };

    client.on('data', (chunk: Buffer) => {
      toServer.push(chunk);
      flush();
    });
    client.on('error', () => client.destroy());
    client.on('close', () => {
      thawers.delete(flush);
      server?.destroy();
    });
    thawers.add(flush);
    flush();
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));

  return {
    port: (proxy.address() as net.AddressInfo).port,
    freeze() {
      frozen = true;
    },
    thaw() {
      frozen = upstream === null;
      for (const flush of thawers) flush();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    },
  };
}

/**
 * Sends a stream whose chunks are borrowed (views of a SlotReader's slots, storage/slotReader.ts)
 * and hands each chunk back once the socket has taken its bytes: the callback of
 * `response.write` is that moment, which a piped stream never exposes. The reply is hijacked,
 * so the headers already set on it are written here. A stream that fails part-way cuts the
 * response (the client sees a broken download, never a short file that looks whole); a client
 * that goes away stops the stream.
 */
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** Resolves on 'drain', or on 'close' when the client is gone; leaves no listener behind. */
function drained(response: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      response.off('drain', done);
      response.off('close', done);
      resolve();
    };
    response.on('drain', done);
    response.on('close', done);
  });
}

export async function sendReleasing(
  reply: FastifyReply,
  stream: Readable,
  release: (chunk: Uint8Array) => void,
): Promise<void> {
  const response = reply.raw;
  reply.hijack();
  response.writeHead(reply.statusCode, reply.getHeaders() as OutgoingHttpHeaders);
  // A client that goes away stops the stream at once, even while it waits for a free slot
  // (the slots of writes the socket never finished are not handed back).
  const stop = () => stream.destroy();
  response.once('close', stop);
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      if (!response.write(chunk, () => release(chunk))) await drained(response);
    }
    response.end();
  } catch (error) {
    // The client hanging up is not the server's failure; a stream that fails is.
    if (!response.destroyed) {
      reply.log.error({ err: error }, 'the response broke off while it was sent');
      response.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  } finally {
    response.off('close', stop);
    stream.destroy();
  }
}

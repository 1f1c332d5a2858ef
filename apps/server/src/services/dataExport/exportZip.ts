/** Reading an export zip entry by entry, without loading it whole (yauzl, random access). */
import { createHash } from 'node:crypto';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';

export class ExportZip {
  private constructor(
    private readonly zip: yauzl.ZipFile,
    private readonly entries: Map<string, yauzl.Entry>,
  ) {}

  static open(file: string): Promise<ExportZip> {
    return new Promise((resolve, reject) => {
      yauzl.open(file, { lazyEntries: true, autoClose: false }, (error, zip) => {
        if (error) return reject(error);
        const entries = new Map<string, yauzl.Entry>();
        zip.on('entry', (entry: yauzl.Entry) => {
          entries.set(entry.fileName, entry);
          zip.readEntry();
        });
        zip.on('end', () => resolve(new ExportZip(zip, entries)));
        zip.on('error', reject);
        zip.readEntry();
      });
    });
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  stream(name: string): Promise<Readable> {
    const entry = this.entries.get(name);
    if (!entry) return Promise.reject(new Error(`the export has no entry ${name}`));
    return new Promise((resolve, reject) => {
      this.zip.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream)));
    });
  }

  async bytes(name: string): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of await this.stream(name)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  /** The entry's bytes, refused unless their SHA-256 is `sha256`. */
  async checkedBytes(name: string, sha256: string): Promise<Buffer> {
    const bytes = await this.bytes(name);
    const actual = createHash('sha256').update(bytes).digest('hex');
    if (actual !== sha256.toLowerCase()) {
      throw new Error(`${name} does not match its recorded SHA-256: the export is damaged`);
    }
    return bytes;
  }

  /** The parsed lines of a JSON-lines entry, one at a time. */
  async *lines<T>(name: string): AsyncGenerator<T> {
    const input = createInterface({ input: await this.stream(name), crlfDelay: Infinity });
    for await (const line of input) if (line.length > 0) yield JSON.parse(line) as T;
  }

  close(): void {
    this.zip.close();
  }
}

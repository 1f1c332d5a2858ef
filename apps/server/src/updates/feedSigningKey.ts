/**
 * The installation's Ed25519 key for signing the update feeds and the audit checkpoints, kept in
 * DATA_DIR so signatures stay verifiable across restarts. Its public half is published at
 * `/{org}/.well-known/candor-signing-key`; a customer's tooling checks a feed's detached `.sig`
 * against it.
 */
import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign,
  type KeyObject,
} from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface FeedSigner {
  /** SPKI PEM of the public key. */
  publicKeyPem: string;
  /** The detached signature of the bytes, base64. */
  sign(bytes: Buffer): string;
}

/** A published audit checkpoint (services/audit/auditCheckpoints.ts): the exact signed text and its Ed25519 signature, base64. */
export interface SignedCheckpoint {
  payload: string;
  signature: string;
}

export const FEED_KEY_FILE = 'feed-signing-key.pem';

function loadOrCreate(dataDir: string): KeyObject {
  const file = path.join(dataDir, FEED_KEY_FILE);
  try {
    return createPrivateKey(readFileSync(file));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const { privateKey } = generateKeyPairSync('ed25519');
  mkdirSync(dataDir, { recursive: true });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' });
  // 'wx': a second process that created it meanwhile wins; read theirs.
  try {
    writeFileSync(file, pem, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      return createPrivateKey(readFileSync(file));
    }
    throw error;
  }
  return privateKey;
}

/** The public half of the key in DATA_DIR, or null when none was made yet (never makes one). */
export function readFeedPublicKey(dataDir: string): KeyObject | null {
  try {
    return createPublicKey(createPrivateKey(readFileSync(path.join(dataDir, FEED_KEY_FILE))));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Loaded (or made) on first use, so a server that never serves a feed never writes a key. */
export function lazyFeedSigner(dataDir: string): () => FeedSigner {
  let signer: FeedSigner | null = null;
  return () => {
    if (signer) return signer;
    const privateKey = loadOrCreate(dataDir);
    const publicKeyPem = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' });
    signer = {
      publicKeyPem: publicKeyPem.toString(),
      sign: (bytes) => sign(null, bytes, privateKey).toString('base64'),
    };
    return signer;
  };
}

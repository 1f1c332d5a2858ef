/**
 * Small secrets kept in the database (an SSO client secret) sealed with the documents' master
 * key, in the same envelope as files at rest (`envelope.ts`): a copy of the database alone
 * does not give them away. `label` binds the envelope to its row (e.g. `sso:{orgId}`), so a
 * sealed value copied to another row does not open.
 */
import { createHash } from 'node:crypto';
import type { Config } from '../config.js';
import { keyIdOf, openEnvelope, sealEnvelope } from './envelope.js';

export interface SecretSealer {
  seal(label: string, secret: string): string;
  open(label: string, sealed: string): string;
}

export function secretSealer(currentKey: Buffer, previousKeys: Buffer[] = []): SecretSealer {
  const openers = new Map(
    [currentKey, ...previousKeys].map((key) => [keyIdOf(key).toString('hex'), key] as const),
  );
  return {
    seal(label, secret) {
      return sealEnvelope(currentKey, label, Buffer.from(secret, 'utf8')).toString('base64');
    },
    open(label, sealed) {
      const bytes = Buffer.from(sealed, 'base64');
      return openEnvelope(openers, label, bytes).toString('utf8');
    },
  };
}

/**
 * The installation's sealer: the files key seals. Every real start has one (loadConfig creates
 * it); an app built without one (tests) seals under a key derived from the session secret.
 */
export function configSecretSealer(config: Config): SecretSealer {
  const key =
    config.filesEncryptionKey ??
    createHash('sha256').update(`candor-sealed-secrets:${config.sessionSecret}`).digest();
  return secretSealer(key, config.filesPreviousKeys);
}

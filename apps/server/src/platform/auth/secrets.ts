import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { generateDataKey } from '../crypto/field-cipher';

type Secrets = {
  jwtSecret: string;
  /** AES-256 key (base64) of the personal financial data kept encrypted at rest (platform/crypto). */
  dataEncryptionKey: string;
};

/**
 * Secrets generated on first start and kept in the data folder, so restarts keep sessions valid and
 * encrypted data readable. A secret missing from an older file is generated and added to it.
 */
export function loadOrCreateSecrets(dataDir: string): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  const existing = fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Secrets>)
    : undefined;
  if (existing?.jwtSecret && existing.dataEncryptionKey) return existing as Secrets;
  fs.mkdirSync(dataDir, { recursive: true });
  const secrets: Secrets = {
    jwtSecret: existing?.jwtSecret ?? randomBytes(48).toString('base64url'),
    dataEncryptionKey: existing?.dataEncryptionKey ?? generateDataKey(),
  };
  fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

type Secrets = { jwtSecret: string };

/** Secrets generated on first start and kept in the data folder, so restarts keep sessions valid. */
export function loadOrCreateSecrets(dataDir: string): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as Secrets;
  fs.mkdirSync(dataDir, { recursive: true });
  const secrets: Secrets = { jwtSecret: randomBytes(48).toString('base64url') };
  fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** AES-256 takes a 32-byte key; DATA_ENCRYPTION_KEY is those bytes in base64. */
export const DATA_KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Version prefix of every stored value, so a later key or algorithm can be told apart from this one. */
const VERSION = 'v1';

/** A new random key, base64, for DATA_ENCRYPTION_KEY or the data folder's secrets file. */
export const generateDataKey = (): string => randomBytes(DATA_KEY_BYTES).toString('base64');

/** The key's bytes, or undefined when the text is not base64 of exactly 32 bytes. */
export function parseDataKey(text: string): Buffer | undefined {
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) return undefined;
  const key = Buffer.from(trimmed, trimmed.includes('-') || trimmed.includes('_') ? 'base64url' : 'base64');
  return key.length === DATA_KEY_BYTES ? key : undefined;
}

/** A stored value that does not decrypt with this key: a wrong key, or the row was altered. */
export class UndecryptableFieldError extends Error {
  override readonly name = 'UndecryptableFieldError';
}

/**
 * Encryption at rest of personal financial data (PAN, account number, UPI ID, phone): AES-256-GCM with a
 * fresh 12-byte IV per value, stored as 'v1:{iv}.{tag}.{ciphertext}' (base64url). The field's name is the
 * additional authenticated data, so a value copied into another column does not decrypt.
 */
export type FieldCipher = {
  encrypt(field: string, plain: string): string;
  decrypt(field: string, stored: string): string;
};

export function createFieldCipher(keyBase64: string): FieldCipher {
  const key = parseDataKey(keyBase64);
  if (!key) throw new Error(`The data encryption key must be ${DATA_KEY_BYTES} bytes in base64.`);
  return Object.freeze({
    encrypt(field: string, plain: string): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(field, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
      return `${VERSION}:${parts.join('.')}`;
    },
    decrypt(field: string, stored: string): string {
      const [version, rest] = stored.split(':', 2);
      const [iv, tag, body] = (rest ?? '').split('.').map((p) => Buffer.from(p, 'base64url'));
      if (version !== VERSION || !iv || !tag || !body || iv.length !== IV_BYTES || tag.length !== TAG_BYTES) {
        throw new UndecryptableFieldError(`${field}: not a stored encrypted value`);
      }
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
        decipher.setAAD(Buffer.from(field, 'utf8'));
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch {
        // Never the value or the key in the message: this error may be logged.
        throw new UndecryptableFieldError(`${field}: does not decrypt with the configured key`);
      }
    },
  });
}

import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/** AES-256 takes a 32-byte key; DATA_ENCRYPTION_KEY is those bytes in base64. */
export const DATA_KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Values written before key ids (one key, no id): still read, re-encrypted to `v2` by the key rotation job. */
const V1 = 'v1';
/** 'v2:{keyId}:{iv}.{tag}.{ciphertext}': the key id says which of the configured keys wrote the value. */
const V2 = 'v2';
/** The id of a key given alone (DATA_ENCRYPTION_KEY, or the one generated into the data folder). */
export const SINGLE_KEY_ID = 'k0';
/** Ids go into every stored value and into SQL prefixes: no ':' or '.', nothing LIKE would read as a pattern. */
const KEY_ID = /^[A-Za-z0-9-]{1,32}$/;

/** One data key: its id (stored with every value it encrypts) and its bytes. */
export type DataKey = { id: string; key: Buffer };

/** A new random key, base64, for DATA_ENCRYPTION_KEY(S) or the data folder's secrets file. */
export const generateDataKey = (): string => randomBytes(DATA_KEY_BYTES).toString('base64');

/** The key's bytes, or undefined when the text is not base64 of exactly 32 bytes. */
export function parseDataKey(text: string): Buffer | undefined {
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) return undefined;
  const key = Buffer.from(trimmed, trimmed.includes('-') || trimmed.includes('_') ? 'base64url' : 'base64');
  return key.length === DATA_KEY_BYTES ? key : undefined;
}

/**
 * The keys of a key list: DATA_ENCRYPTION_KEYS' 'id:base64,id:base64' (the first one encrypts, every one
 * decrypts), or a lone base64 key (id 'k0'). Returns why the text is refused instead; the message never
 * carries key material.
 */
export function parseDataKeys(text: string): DataKey[] | { problem: string } {
  const entries = text
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e !== '');
  if (entries.length === 1 && !entries[0].includes(':')) {
    const key = parseDataKey(entries[0]);
    return key
      ? [{ id: SINGLE_KEY_ID, key }]
      : { problem: `a data key must be ${DATA_KEY_BYTES} bytes in base64` };
  }
  if (entries.length === 0) return { problem: 'no data key is given' };
  const keys: DataKey[] = [];
  for (const [index, entry] of entries.entries()) {
    const colon = entry.indexOf(':');
    const id = colon < 0 ? '' : entry.slice(0, colon);
    if (!KEY_ID.test(id)) {
      return { problem: `entry ${index + 1} must be id:base64, the id 1-32 letters, digits or '-'` };
    }
    const key = parseDataKey(entry.slice(colon + 1));
    if (!key) return { problem: `the key of id '${id}' must be ${DATA_KEY_BYTES} bytes in base64` };
    if (keys.some((k) => k.id === id)) return { problem: `the key id '${id}' is given twice` };
    if (keys.some((k) => k.key.equals(key))) return { problem: `the key of id '${id}' is given twice` };
    keys.push({ id, key });
  }
  return keys;
}

/**
 * The key list a configuration gives: DATA_ENCRYPTION_KEYS, then DATA_ENCRYPTION_KEY as the older key 'k0'
 * (so a rotation starts by adding DATA_ENCRYPTION_KEYS and ends by removing DATA_ENCRYPTION_KEY), as one text
 * for createFieldCipher; undefined when neither is set (embedded mode generates one into the data folder).
 */
export function configuredDataKeys(config: {
  dataEncryptionKeys?: string;
  dataEncryptionKey?: string;
}): string | undefined {
  const single = config.dataEncryptionKey;
  if (config.dataEncryptionKeys === undefined) return single;
  if (single === undefined) return config.dataEncryptionKeys;
  const listed = parseDataKeys(config.dataEncryptionKeys);
  const singleKey = parseDataKey(single);
  if (Array.isArray(listed) && singleKey && listed.some((k) => k.key.equals(singleKey))) {
    return config.dataEncryptionKeys;
  }
  return `${config.dataEncryptionKeys},${SINGLE_KEY_ID}:${single}`;
}

/** A stored value that does not decrypt with the configured keys: a wrong or missing key, or an altered row. */
export class UndecryptableFieldError extends Error {
  override readonly name = 'UndecryptableFieldError';
}

/**
 * Encryption at rest of personal financial data (PAN, account number, UPI ID, phone): AES-256-GCM with a
 * fresh 12-byte IV per value, stored as 'v2:{keyId}:{iv}.{tag}.{ciphertext}' (base64url). The field's name is
 * the additional authenticated data, so a value copied into another column does not decrypt. Several keys
 * may be configured: the first encrypts, every one decrypts what it wrote, and the key rotation job
 * (reencrypt.ts) re-encrypts older values to the first.
 */
export type FieldCipher = {
  /** The id of the key new values are encrypted with. */
  readonly currentKeyId: string;
  /** What every value written with the current key starts with (the rotation job's SQL filter). */
  readonly currentPrefix: string;
  encrypt(field: string, plain: string): string;
  decrypt(field: string, stored: string): string;
  /** True for a value in this cipher's format (of any version and key), false for a clear one. */
  isEnciphered(value: string): boolean;
  /**
   * A keyed hash (HMAC-SHA256, hex) of a value, to find rows by it without keeping it readable: an unkeyed
   * hash of an account number is reversed by trying every number. Its key is derived from the current data
   * key, so after a rotation the same value digests differently (a lookup misses once and is stored anew).
   */
  lookupDigest(field: string, value: string): string;
};

const isB64Url = (text: string) => /^[\w-]*$/.test(text);

/** Takes a key list ('id:base64,…', the first current) or a lone base64 key (id 'k0'). */
export function createFieldCipher(keysText: string): FieldCipher {
  const parsed = parseDataKeys(keysText);
  if (!Array.isArray(parsed)) throw new Error(`The data encryption keys are refused: ${parsed.problem}.`);
  const keys = parsed;
  const current = keys[0];
  const byId = new Map(keys.map((k) => [k.id, k.key]));
  const allKeys = keys.map((k) => k.key);
  // A key of its own for digests (HKDF of the current key): never the encryption key used for two purposes.
  const digestKey = Buffer.from(
    hkdfSync('sha256', current.key, Buffer.alloc(0), 'collably lookup digest', 32),
  );

  const open = (key: Buffer, field: string, iv: Buffer, tag: Buffer, body: Buffer): string | undefined => {
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(field, 'utf8'));
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    } catch {
      return undefined;
    }
  };

  /** The parts of a stored value, or undefined when it is not one. */
  const partsOf = (stored: string) => {
    const version = stored.slice(0, 3);
    let keyId: string | undefined;
    let rest: string;
    if (version === `${V1}:`) {
      rest = stored.slice(3);
    } else if (version === `${V2}:`) {
      const colon = stored.indexOf(':', 3);
      if (colon < 0) return undefined;
      keyId = stored.slice(3, colon);
      if (!KEY_ID.test(keyId)) return undefined;
      rest = stored.slice(colon + 1);
    } else {
      return undefined;
    }
    const texts = rest.split('.');
    if (texts.length !== 3 || !texts.every(isB64Url)) return undefined;
    const [iv, tag, body] = texts.map((p) => Buffer.from(p, 'base64url')) as [Buffer, Buffer, Buffer];
    if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) return undefined;
    return { keyId, iv, tag, body };
  };

  return Object.freeze({
    currentKeyId: current.id,
    currentPrefix: `${V2}:${current.id}:`,
    encrypt(field: string, plain: string): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current.key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(field, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
      return `${V2}:${current.id}:${parts.join('.')}`;
    },
    decrypt(field: string, stored: string): string {
      // Never the value or a key in a message: these errors may be logged.
      const parts = partsOf(stored);
      if (!parts) throw new UndecryptableFieldError(`${field}: not a stored encrypted value`);
      const { keyId, iv, tag, body } = parts;
      // The key of the value's id first; then the others, since v1 values carry no id (written by the one key
      // of their time) and an id renamed in the list (k0 listed as 'old') names the same bytes.
      const named = keyId === undefined ? undefined : byId.get(keyId);
      const tried = named ? [named, ...allKeys.filter((k) => k !== named)] : allKeys;
      for (const key of tried) {
        const plain = open(key, field, iv, tag, body);
        if (plain !== undefined) return plain;
      }
      if (keyId !== undefined && !named) {
        throw new UndecryptableFieldError(
          `${field}: written with the data key '${keyId}', which is not configured`,
        );
      }
      throw new UndecryptableFieldError(`${field}: does not decrypt with any configured data key`);
    },
    isEnciphered: (value: string) => partsOf(value) !== undefined,
    lookupDigest: (field: string, value: string) =>
      createHmac('sha256', digestKey).update(field).update('\0').update(value).digest('hex'),
  });
}

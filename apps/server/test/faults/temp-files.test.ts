import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { faultHookFor } from '../../src/platform/faults';
import {
  STALE_TEMPORARY_MS,
  createLocalStorage,
  removeStaleTemporaryFiles,
} from '../../src/platform/storage/local-storage';

const host = os.hostname().replace(/[^A-Za-z0-9-]/g, '_');
/** The pid of a process that has certainly exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid;

describe('temporary upload files left by a crash (issue 8, item 9)', () => {
  let folder: string;
  beforeEach(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'collably-temp-sweep-'));
  });
  afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

  const write = (name: string, ageMs = 0) => {
    const file = path.join(folder, name);
    fs.writeFileSync(file, 'partial');
    const at = new Date(Date.now() - ageMs);
    fs.utimesSync(file, at, at);
  };

  it('removes those of dead writers and stale ones, never a live upload nor a stored file', async () => {
    const dead = deadPid();
    write(`.upload-${host}.${dead}.aaaa`);
    write(`.upload-${host}.${process.pid}.bbbb`);
    // Same pid, written before this process started: an earlier life of the pid (a container restart).
    write(`.upload-${host}.${process.pid}.cccc`, process.uptime() * 1000 + 60_000);
    write('.upload-otherhost.1.dddd');
    write('.upload-otherhost.1.eeee', STALE_TEMPORARY_MS + 60_000);
    write('.upload-0123456789abcdef', STALE_TEMPORARY_MS + 60_000);
    write('AAAAAAAAAAAAAAAAAAAAAA.pdf', STALE_TEMPORARY_MS + 60_000);

    const removed = await removeStaleTemporaryFiles(folder);
    expect(removed.sort()).toEqual(
      [
        '.upload-0123456789abcdef',
        `.upload-${host}.${dead}.aaaa`,
        `.upload-${host}.${process.pid}.cccc`,
        '.upload-otherhost.1.eeee',
      ].sort(),
    );
    expect(fs.readdirSync(folder).sort()).toEqual(
      [
        `.upload-${host}.${process.pid}.bbbb`,
        '.upload-otherhost.1.dddd',
        'AAAAAAAAAAAAAAAAAAAAAA.pdf',
      ].sort(),
    );
    expect(await removeStaleTemporaryFiles(path.join(folder, 'missing'))).toEqual([]);
  });

  it('a completed or refused upload leaves no temporary file', async () => {
    const storage = createLocalStorage(folder);
    await storage.put(
      'AAAAAAAAAAAAAAAAAAAAAA.pdf',
      Readable.from([Buffer.from('%PDF-1.4')]),
      'application/pdf',
    );
    const failing = new Readable({
      read() {
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.put('BBBBBBBBBBBBBBBBBBBBBB.pdf', failing, 'application/pdf')).rejects.toThrow();
    expect(fs.readdirSync(folder)).toEqual(['AAAAAAAAAAAAAAAAAAAAAA.pdf']);
  });
});

describe('fault pause points', () => {
  it('can be armed only in test mode', () => {
    expect(faultHookFor({ NODE_ENV: 'test', COLLABLY_FAULT_PAUSE: 'upload' })).toBe('upload');
    expect(faultHookFor({ NODE_ENV: 'production', COLLABLY_FAULT_PAUSE: 'upload' })).toBeUndefined();
    expect(faultHookFor({ NODE_ENV: 'development', COLLABLY_FAULT_PAUSE: 'upload' })).toBeUndefined();
    expect(faultHookFor({ COLLABLY_FAULT_PAUSE: 'payment-confirm' })).toBeUndefined();
    expect(faultHookFor({ NODE_ENV: 'test', COLLABLY_FAULT_PAUSE: 'elsewhere' })).toBeUndefined();
  });
});

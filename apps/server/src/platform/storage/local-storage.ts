import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { faultPoint } from '../faults';
import { clampRange, contentTypeOfName, type Storage } from './storage';

const isMissing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

const TEMPORARY_PREFIX = '.upload-';
/** The host name made file-safe (no dots: they separate the parts of a temporary name). */
const hostTag = () => os.hostname().replace(/[^A-Za-z0-9-]/g, '_');
/** Which process writes a temporary file: `.upload-{host}.{pid}.{random}`. */
const writerTag = () => `${hostTag()}.${process.pid}`;
/** A temporary file untouched this long belongs to a dead writer, whichever host it was on. */
export const STALE_TEMPORARY_MS = 24 * 60 * 60_000;

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: string }).code === 'EPERM';
  }
};

/**
 * Removes the temporary files of uploads that a crash cut short (issue 8, item 9): those this host wrote
 * from a process that is gone (or from an earlier life of this pid, as after a container restart), and
 * any not written to for STALE_TEMPORARY_MS (another host's, on a shared volume). A live upload is never
 * touched. Returns the names removed.
 */
export async function removeStaleTemporaryFiles(folder: string, now = new Date()): Promise<string[]> {
  let names: string[];
  try {
    names = await fs.promises.readdir(folder);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
  const host = `${TEMPORARY_PREFIX}${hostTag()}.`;
  const startedAt = now.getTime() - process.uptime() * 1000;
  const removed: string[] = [];
  for (const name of names.filter((n) => n.startsWith(TEMPORARY_PREFIX))) {
    const file = path.join(folder, name);
    const stat = await fs.promises.stat(file).catch(() => null);
    if (!stat?.isFile()) continue;
    const pid = name.startsWith(host) ? Number(name.slice(host.length).split('.')[0]) : NaN;
    const isFromThisHost = Number.isInteger(pid) && pid > 0;
    const writerIsGone = isFromThisHost && (pid === process.pid ? stat.mtimeMs < startedAt : !isAlive(pid));
    if (writerIsGone || now.getTime() - stat.mtimeMs > STALE_TEMPORARY_MS) {
      await fs.promises.rm(file, { force: true });
      removed.push(name);
    }
  }
  return removed;
}

/**
 * Files in a folder (DATA_DIR/uploads by default). A file is written to a temporary name and renamed
 * once complete, so a reader never sees half a file and a refused upload leaves nothing behind. The
 * content type follows from the extension every stored name carries.
 */
export function createLocalStorage(folder: string): Storage {
  let ensured: Promise<unknown> | undefined;
  const ensureFolder = () => (ensured ??= fs.promises.mkdir(folder, { recursive: true }));
  const pathOf = (name: string) => path.join(folder, path.basename(name));

  return {
    async put(name, stream: Readable) {
      await ensureFolder();
      const temporary = path.join(
        folder,
        `${TEMPORARY_PREFIX}${writerTag()}.${randomBytes(8).toString('hex')}`,
      );
      let bytes = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          done(null, chunk);
        },
      });
      try {
        await pipeline(stream, counter, fs.createWriteStream(temporary, { flags: 'wx' }));
        await faultPoint('upload');
        await fs.promises.rename(temporary, pathOf(name));
      } catch (error) {
        await fs.promises.rm(temporary, { force: true });
        throw error;
      }
      return { bytes };
    },

    async get(name, requested) {
      try {
        const file = pathOf(name);
        const stat = await fs.promises.stat(file);
        if (!stat.isFile()) return null;
        const contentType = contentTypeOfName(name);
        const range = clampRange(requested, stat.size);
        if (!range) return { stream: fs.createReadStream(file), contentType, size: stat.size };
        return { stream: fs.createReadStream(file, range), contentType, size: stat.size, range };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(name) {
      await fs.promises.rm(pathOf(name), { force: true });
    },

    async exists(name) {
      try {
        return (await fs.promises.stat(pathOf(name))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
  };
}

import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { clampRange, contentTypeOfName, type Storage } from './storage';

const isMissing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

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
      const temporary = path.join(folder, `.upload-${randomBytes(8).toString('hex')}`);
      let bytes = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          done(null, chunk);
        },
      });
      try {
        await pipeline(stream, counter, fs.createWriteStream(temporary, { flags: 'wx' }));
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

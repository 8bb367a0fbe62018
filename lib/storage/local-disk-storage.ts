import "server-only";
import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, realpath, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { contentTypeOfKey } from "./content-types";
import { isStorageKey, uploadUrl, type Storage, type StoredFile, type StoredKey } from "./storage";

/**
 * Files under one folder (STORAGE_DIR), served by the app at /uploads/<key>. Writes go to a
 * temporary name first and are renamed into place, so a reader never sees half a file.
 */
export function createLocalDiskStorage(rootDirectory: string): Storage {
  const root = path.resolve(rootDirectory);

  function fileOf(key: string): string {
    if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
    return path.join(root, ...key.split("/"));
  }

  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomUUID()}.partial`;
      await writeFile(temporary, body, { mode: 0o640 });
      await rename(temporary, file);
      return { url: uploadUrl(key) };
    },

    async get(key): Promise<StoredFile | null> {
      if (!isStorageKey(key)) return null;
      try {
        // Follow links, then make sure the real file is still inside the real root.
        const [realRoot, realFile] = await Promise.all([realpath(root), realpath(fileOf(key))]);
        const relative = path.relative(realRoot, realFile);
        if (relative === "" || relative.startsWith("..") || path.isAbsolute(relative)) return null;
        const info = await stat(realFile);
        if (!info.isFile()) return null;
        const body = await readFile(realFile);
        return { body, contentType: contentTypeOfKey(key), size: body.byteLength, lastModified: info.mtime };
      } catch {
        return null;
      }
    },

    async delete(key) {
      await rm(fileOf(key), { force: true });
    },

    async list(prefix): Promise<StoredKey[]> {
      const folder = prefix.replace(/\/+$/, "");
      if (!isStorageKey(`${folder}/x`)) throw new Error(`Invalid storage prefix: ${JSON.stringify(prefix)}`);
      let entries;
      try {
        entries = await readdir(path.join(root, ...folder.split("/")), { recursive: true, withFileTypes: true });
      } catch {
        return [];
      }
      const files: StoredKey[] = [];
      for (const entry of entries) {
        if (!entry.isFile() || entry.name.endsWith(".partial")) continue;
        const key = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
        if (!isStorageKey(key)) continue;
        files.push({ key, lastModified: (await stat(path.join(entry.parentPath, entry.name))).mtime });
      }
      return files;
    },
  };
}

import "server-only";
export { getStorage, isS3Configured } from "./get-storage";
export {
  isPublicUploadKey,
  isStorageKey,
  storageKeySchema,
  uploadUrl,
  uploadsPathPrefix,
  type Storage,
  type StoredFile,
  type StoredKey,
} from "./storage";
export { contentTypeOfKey } from "./content-types";

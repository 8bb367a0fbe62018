import "server-only";
// The guess is pure and the import dialog runs it in the browser too: it lives in core/formats.
export { guessImportType } from "@/core/formats/guess-import-type";

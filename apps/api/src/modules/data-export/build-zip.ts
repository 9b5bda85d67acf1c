/**
 * The ZIP of one customer's export (issue 24): README.txt, one JSON file per
 * part (pretty-printed UTF-8) and the uploads under `uploads/`. Built with
 * fflate in memory: JSON compressed, already-compressed images stored as
 * they are. An export is a few MB at most (six photos, a few ID images).
 */
import { zipSync, type Zippable } from 'fflate';
import type { ExportPart } from '../../lib/export-part.js';
import { exportReadme } from './readme.js';

/** The ZIP of `parts`, prepared at `preparedAt`. A name given by two parts keeps the later one's contents. */
export function buildExportZip(parts: ExportPart[], preparedAt: Date): Buffer {
  const encode = (text: string) => new TextEncoder().encode(text);
  const entries: Zippable = { 'README.txt': encode(exportReadme(preparedAt)) };
  for (const part of parts) {
    for (const [name, value] of Object.entries(part.json))
      entries[name] = encode(`${JSON.stringify(value, null, 2)}\n`);
    for (const [path, body] of Object.entries(part.uploads ?? {}))
      entries[`uploads/${path}`] = [new Uint8Array(body), { level: 0 }];
  }
  return Buffer.from(zipSync(entries, { level: 6, mtime: preparedAt }));
}

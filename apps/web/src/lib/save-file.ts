/**
 * Hands contents the app already holds (a fetched Blob, a generated text) to
 * the browser as a download: an object URL on a clicked `<a download>`,
 * revoked once the click has handed the file over. Used for what a plain link
 * cannot fetch (files behind the bearer token: invoices, the data export) and
 * for files made in the browser (a puja's .ics).
 */

/** Saves `contents` as `fileName` with MIME type `type` (e.g. 'application/pdf'). */
export function saveFile(contents: BlobPart, type: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([contents], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

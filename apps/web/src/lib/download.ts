/**
 * Hands a Blob to the browser as a download under `fileName`, through a temporary <a download>:
 * the only way to name a file made from fetched bytes. The object URL is released once the click
 * has been handled.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

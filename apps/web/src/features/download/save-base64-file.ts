/** Saves a file the server sent as base64 (exports, templates) under its own name. */
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function saveBase64File(fileName: string, base64: string, mime = XLSX_MIME): void {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: mime }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Give the browser the click before the address goes.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

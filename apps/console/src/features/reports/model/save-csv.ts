/**
 * Saves a CSV the API made as a file: a Blob (the text keeps its BOM, so Excel reads UTF-8) behind a
 * temporary link clicked once, then released.
 */
export function saveCsv(file: { filename: string; csv: string }, doc: Document = document): Blob {
  const blob = new Blob([file.csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = file.filename;
  doc.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return blob;
}

// Reads a zip back with yauzl (a reader independent of yazl, which wrote it): every entry, whole.
import yauzl from 'yauzl';

export type ZipEntry = { name: string; modified: Date; data: Buffer };

/** Every entry of the zip in `bytes`, in the zip's order, with its content. */
export const readZip = async (bytes: Buffer): Promise<ZipEntry[]> => {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, file) => (error ? reject(error) : resolve(file))),
  );
  const entries: ZipEntry[] = [];
  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', resolve);
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', reject);
        stream.on('end', () => {
          entries.push({
            name: entry.fileName,
            modified: entry.getLastModDate(),
            data: Buffer.concat(chunks),
          });
          zip.readEntry();
        });
      });
    });
    zip.readEntry();
  });
  return entries;
};

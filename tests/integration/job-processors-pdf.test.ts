import { unzipSync } from 'fflate';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completedJobs, type CompletedJobs } from '../support/completed-jobs.ts';
import { makeImage, makePdf, trpcClient } from '../support/jobs.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/** Images to PDF and PDF to images through the real server, by REST and by tus + tRPC. */
let server: TestServer;
let jobs: CompletedJobs;

beforeAll(async () => {
  server = await startTestServer({ WORKERS: '2', JOBS_PER_CLIENT: '50' });
  jobs = completedJobs(server.baseUrl, trpcClient(server.baseUrl));
});
afterAll(async () => {
  await server.close();
});

describe('images-to-pdf', () => {
  it('puts one image per page, each page fitted to its image, through REST', async () => {
    const bytes = await jobs.postForBytes(
      'images-to-pdf',
      [
        {
          field: 'images',
          name: 'a.jpg',
          bytes: await makeImage(300, 200, 'jpeg'),
          type: 'image/jpeg',
        },
        {
          field: 'images',
          name: 'b.png',
          bytes: await makeImage(100, 400, 'png'),
          type: 'image/png',
        },
        {
          field: 'images',
          name: 'c.webp',
          bytes: await makeImage(200, 200, 'webp'),
          type: 'image/webp',
        },
      ],
      {},
      'created.pdf',
      'application/pdf',
    );
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPages().map((p) => [p.getWidth(), p.getHeight()])).toEqual([
      [225, 150],
      [75, 300],
      [150, 150],
    ]);
  });

  it('makes a PDF through tus and tRPC', async () => {
    const run = await jobs.runThroughTus(
      'images-to-pdf',
      [
        {
          field: 'images',
          name: 'one.png',
          bytes: await makeImage(400, 300, 'png'),
          type: 'image/png',
        },
      ],
      {},
    );
    expect(run.result?.filename).toBe('one.pdf');
    expect((await PDFDocument.load(run.bytes)).getPageCount()).toBe(1);
  });

  it('keeps no EXIF of a phone photo: its place and owner stay out of the PDF', async () => {
    const photo = await sharp({
      create: { width: 120, height: 80, channels: 3, background: '#3a7d44' },
    })
      .jpeg({ quality: 90 })
      .withExif({
        IFD0: { Artist: 'Test owner' },
        IFD3: { GPSLatitudeRef: 'N', GPSMapDatum: 'WGS-84 Kathmandu' },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const bytes = await jobs.postForBytes(
      'images-to-pdf',
      [{ field: 'images', name: 'IMG_0042.jpg', bytes: photo, type: 'image/jpeg' }],
      {},
      'IMG_0042.pdf',
      'application/pdf',
    );
    for (const text of ['Exif', 'Kathmandu', 'Test owner']) {
      expect(Buffer.from(bytes).includes(text), text).toBe(false);
    }
    const pdf = await PDFDocument.load(bytes);
    const images = pdf.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter(
        (object): object is PDFRawStream =>
          object instanceof PDFRawStream &&
          object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
      );
    expect(images).toHaveLength(1);
    const embedded = Buffer.from((images[0] as PDFRawStream).contents);
    const metadata = await sharp(embedded).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 120, 80]);
    expect(metadata.exif).toBeUndefined();
    // The photo went in as it was, not encoded again: the same pixels.
    const pixels = (jpeg: Buffer) => sharp(jpeg).raw().toBuffer();
    expect((await pixels(embedded)).equals(await pixels(photo))).toBe(true);
  });
});

describe('pdf-to-images', () => {
  async function expectPages(zip: Buffer, pages: number, size: [number, number]) {
    const entries = unzipSync(new Uint8Array(zip));
    const names = Object.keys(entries).sort();
    expect(names).toEqual(
      Array.from({ length: pages }, (_, i) => `page-${String(i + 1).padStart(3, '0')}.png`),
    );
    for (const name of names) {
      const metadata = await sharp(Buffer.from(entries[name] as Uint8Array)).metadata();
      // Pages render on white: RGB, no alpha channel.
      expect([metadata.format, metadata.width, metadata.height, metadata.channels]).toEqual([
        'png',
        Math.ceil((size[0] * 150) / 72 - 0.01),
        Math.ceil((size[1] * 150) / 72 - 0.01),
        3,
      ]);
    }
    return entries;
  }

  it('renders every page to a PNG of the page size in a ZIP through REST', async () => {
    const bytes = await jobs.postForBytes(
      'pdf-to-images',
      [{ field: 'file', name: 'doc.pdf', bytes: await makePdf(3), type: 'application/pdf' }],
      {},
      'doc-pages.zip',
      'application/zip',
    );
    const entries = await expectPages(bytes, 3, [595, 842]);
    // The text is drawn (standard fonts found): the page is not blank where 'Page 1' is written.
    const page = Buffer.from(entries['page-001.png'] as Uint8Array);
    const { data } = await sharp(page)
      .extract({ left: 70, top: 100, width: 250, height: 80 })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(Math.min(...data)).toBeLessThan(80);
  });

  it('renders pages through tus and tRPC with progress page by page', async () => {
    const run = await jobs.runThroughTus(
      'pdf-to-images',
      [
        {
          field: 'file',
          name: 'letter.pdf',
          bytes: await makePdf(4, [612, 792]),
          type: 'application/pdf',
        },
      ],
      {},
    );
    await expectPages(run.bytes, 4, [612, 792]);
  });

  it('keeps the page order and each page its own size while pages render and encode at once', async () => {
    const pdf = await PDFDocument.create();
    const widths = [300, 420, 250, 510, 360, 280];
    for (const width of widths) pdf.addPage([width, 400]);
    const bytes = await jobs.postForBytes(
      'pdf-to-images',
      [
        {
          field: 'file',
          name: 'sizes.pdf',
          bytes: Buffer.from(await pdf.save()),
          type: 'application/pdf',
        },
      ],
      {},
      'sizes-pages.zip',
      'application/zip',
    );
    const entries = unzipSync(new Uint8Array(bytes));
    // Entries in page order, page n as wide as page n at 150 dpi.
    expect(Object.keys(entries)).toEqual(widths.map((_, i) => `page-00${i + 1}.png`));
    const shown = await Promise.all(
      Object.values(entries).map(async (png) => (await sharp(Buffer.from(png)).metadata()).width),
    );
    expect(shown).toEqual(widths.map((width) => Math.ceil((width * 150) / 72 - 0.01)));
  });
});

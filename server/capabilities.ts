import { jobDefinition, jobTypes, type JobType } from '../shared/jobs/job-types.ts';
import type { AppConfig } from './config.ts';
import { locateGhostscript, type GhostscriptInstallation } from './processing/pdf/ghostscript.ts';
import { locateOcrmypdf, type OcrmypdfInstallation } from './processing/pdf/ocrmypdf.ts';
import { locateQpdf, type QpdfInstallation } from './processing/pdf/qpdf.ts';
import {
  locateLibreOffice,
  type LibreOfficeInstallation,
} from './processing/office/libreoffice.ts';
import {
  locateFfmpeg,
  type FfmpegInstallation,
  type FfmpegSource,
} from './processing/media/locate.ts';
import { locateYtDlp, type YtDlpInstallation } from './processing/web/yt-dlp.ts';

/** What `/api/health` says under `capabilities` about media and documents. */
export interface ToolCapabilities {
  /** Which ffmpeg (`config`, `path` or `npm`) and its version; null when none runs. */
  ffmpeg: { source: FfmpegSource; version: string } | null;
  ffprobe: { version: string } | null;
  /** The extractor for pages of video sites; null: only direct media URLs download. */
  ytDlp: { version: string } | null;
  libreOffice: { version: string } | null;
  /** Ghostscript, which compress-pdf needs. */
  ghostscript: { version: string } | null;
  /** qpdf, which protect-pdf and unlock-pdf need. */
  qpdf: { version: string } | null;
  /** OCRmyPDF, which ocr-pdf and pdf-to-pdfa need. */
  ocrmypdf: { version: string } | null;
  /** How Word becomes PDF here, and whether legacy .doc files can. */
  wordToPdf: { engine: 'libreoffice' | 'mammoth'; doc: boolean };
}

export interface ToolInstallations {
  ffmpeg: FfmpegInstallation | null;
  libreOffice: LibreOfficeInstallation | null;
  ytDlp: YtDlpInstallation | null;
  ghostscript: GhostscriptInstallation | null;
  qpdf: QpdfInstallation | null;
  ocrmypdf: OcrmypdfInstallation | null;
  capabilities: ToolCapabilities;
}

/**
 * Finds the external programs the media and document jobs use, as the settings say (a tool set
 * to `off` is not looked for), and summarises them for `/api/health`. Takes a few seconds
 * (LibreOffice starts to print its version): call it once at start and keep the result.
 */
export async function detectTools(
  tools: AppConfig['tools'],
  searchPath: string | undefined = process.env.PATH,
): Promise<ToolInstallations> {
  // The probes run together but start one per turn of the event loop: starting a process holds
  // the loop for a moment, and requests are answered between the starts.
  const staggered = async <T>(turn: number, probe: () => Promise<T>): Promise<T> => {
    for (let i = 0; i < turn; i++) await new Promise((resolve) => setImmediate(resolve));
    return probe();
  };
  const [ffmpeg, libreOffice, ytDlp, ghostscript, qpdf, ocrmypdf] = await Promise.all([
    locateFfmpeg({ configuredPath: tools.ffmpegPath, searchPath }).catch(() => null),
    tools.libreOffice.enabled
      ? staggered(1, () =>
          locateLibreOffice({ configuredPath: tools.libreOffice.path, searchPath }),
        )
      : Promise.resolve(null),
    tools.ytDlp.enabled
      ? staggered(2, () => locateYtDlp({ configuredPath: tools.ytDlp.path, searchPath }))
      : Promise.resolve(null),
    tools.ghostscript.enabled
      ? staggered(3, () =>
          locateGhostscript({ configuredPath: tools.ghostscript.path, searchPath }),
        )
      : Promise.resolve(null),
    tools.qpdf.enabled
      ? staggered(4, () => locateQpdf({ configuredPath: tools.qpdf.path, searchPath }))
      : Promise.resolve(null),
    tools.ocrmypdf.enabled
      ? staggered(5, () => locateOcrmypdf({ configuredPath: tools.ocrmypdf.path, searchPath }))
      : Promise.resolve(null),
  ]);
  return {
    ffmpeg,
    libreOffice,
    ytDlp,
    ghostscript,
    qpdf,
    ocrmypdf,
    capabilities: {
      ffmpeg: ffmpeg ? { source: ffmpeg.source, version: ffmpeg.version } : null,
      ffprobe: ffmpeg?.ffprobeVersion ? { version: ffmpeg.ffprobeVersion } : null,
      ytDlp: ytDlp ? { version: ytDlp.version } : null,
      libreOffice: libreOffice ? { version: libreOffice.version } : null,
      ghostscript: ghostscript ? { version: ghostscript.version } : null,
      qpdf: qpdf ? { version: qpdf.version } : null,
      ocrmypdf: ocrmypdf ? { version: ocrmypdf.version } : null,
      wordToPdf: { engine: libreOffice ? 'libreoffice' : 'mammoth', doc: libreOffice !== null },
    },
  };
}

/** The job types that cannot run with what was found. */
export function typesMissingTools(found: ToolInstallations): JobType[] {
  return jobTypes.filter((type) => {
    const program = jobDefinition(type).requires;
    return program !== undefined && !found[program];
  });
}

export interface ToolDetector {
  /** Detects once (the first call starts it); every later call gets the same answer. */
  detect(): Promise<ToolInstallations>;
  /** What was found, once detection has finished. */
  readonly found: ToolInstallations | undefined;
}

/**
 * Detection done once per server, lazily: the server starts it in the background once it is
 * listening (so its first request is not held up), and a job that needs the tools before then
 * waits for the same detection.
 */
export function createToolDetector(
  tools: AppConfig['tools'],
  onFound: (found: ToolInstallations) => void = () => {},
): ToolDetector {
  let running: Promise<ToolInstallations> | undefined;
  let found: ToolInstallations | undefined;
  return {
    detect() {
      running ??= detectTools(tools).then((result) => {
        found = result;
        onFound(result);
        return result;
      });
      return running;
    },
    get found() {
      return found;
    },
  };
}

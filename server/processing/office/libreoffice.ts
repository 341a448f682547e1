import { copyFile, mkdir, mkdtemp, open, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { findExecutable, readToolVersion } from '../../process/find-executable.ts';
import { runProcess } from '../../process/run-process.ts';
import { ProcessingError, throwIfAborted } from '../../processing-error.ts';
import { documentMessages } from './sniff.ts';

export interface LibreOfficeInstallation {
  path: string;
  /** For example `7.4.7.2`. */
  version: string;
}

/** LibreOffice's `soffice` from the SOFFICE_PATH setting, else on the PATH; null when absent. */
export async function locateLibreOffice(
  options: { configuredPath?: string | undefined; searchPath?: string | undefined } = {},
): Promise<LibreOfficeInstallation | null> {
  const path =
    options.configuredPath ??
    findExecutable('soffice', options.searchPath) ??
    findExecutable('libreoffice', options.searchPath);
  if (!path) return null;
  const version = await readToolVersion(path, ['--version'], /LibreOffice (\d+(?:\.\d+)+)/, 30_000);
  return version ? { path, version } : null;
}

export const DEFAULT_LIBREOFFICE_TIMEOUT_MS = 120_000;

/** The import filter for each kind, so a file is never guessed to be plain text. */
const importFilters = {
  docx: 'MS Word 2007 XML',
  doc: 'MS Word 97',
  rtf: 'Rich Text Format',
} as const;

export type LibreOfficeInputKind = keyof typeof importFilters;

/**
 * Settings written into each private profile: macros never run, links are never updated,
 * and LibreOffice's own web access goes to a proxy on a closed loopback port, so a document
 * cannot make the server fetch anything.
 */
export const hardenedRegistry = `<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Common/Security/Scripting"><prop oor:name="MacroSecurityLevel" oor:op="fuse"><value>3</value></prop></item>
<item oor:path="/org.openoffice.Office.Common/Security/Scripting"><prop oor:name="DisableMacrosExecution" oor:op="fuse"><value>true</value></prop></item>
<item oor:path="/org.openoffice.Office.Common/Security/Scripting"><prop oor:name="BlockUntrustedRefererLinks" oor:op="fuse"><value>true</value></prop></item>
<item oor:path="/org.openoffice.Office.Writer/Content/Update"><prop oor:name="Link" oor:op="fuse"><value>0</value></prop></item>
<item oor:path="/org.openoffice.Office.Writer/Content/Update"><prop oor:name="Field" oor:op="fuse"><value>false</value></prop></item>
<item oor:path="/org.openoffice.Office.Calc/Content/Update"><prop oor:name="Link" oor:op="fuse"><value>1</value></prop></item>
<item oor:path="/org.openoffice.Inet/Settings"><prop oor:name="ooInetProxyType" oor:op="fuse"><value>2</value></prop></item>
<item oor:path="/org.openoffice.Inet/Settings"><prop oor:name="ooInetHTTPProxyName" oor:op="fuse"><value>127.0.0.1</value></prop></item>
<item oor:path="/org.openoffice.Inet/Settings"><prop oor:name="ooInetHTTPProxyPort" oor:op="fuse"><value>9</value></prop></item>
<item oor:path="/org.openoffice.Inet/Settings"><prop oor:name="ooInetHTTPSProxyName" oor:op="fuse"><value>127.0.0.1</value></prop></item>
<item oor:path="/org.openoffice.Inet/Settings"><prop oor:name="ooInetHTTPSProxyPort" oor:op="fuse"><value>9</value></prop></item>
<item oor:path="/org.openoffice.Inet/Settings"><prop oor:name="ooInetNoProxy" oor:op="fuse"><value></value></prop></item>
<item oor:path="/org.openoffice.Office.Common/Misc"><prop oor:name="FirstRun" oor:op="fuse"><value>false</value></prop></item>
<item oor:path="/org.openoffice.Office.Common/Misc"><prop oor:name="ShowTipOfTheDay" oor:op="fuse"><value>false</value></prop></item>
</oor:items>
`;

async function startsWithPdf(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(5);
    await handle.read(head, 0, 5, 0);
    return head.toString('latin1') === '%PDF-';
  } finally {
    await handle.close();
  }
}

export interface LibreOfficeConvertOptions {
  kind: LibreOfficeInputKind;
  signal?: AbortSignal | undefined;
  timeoutMs?: number | undefined;
}

/**
 * One headless LibreOffice with its own profile folder. Conversions run one at a time (two
 * conversions sharing a profile fail silently), each in a fresh work folder with fixed file names
 * (nothing from the visitor reaches the command line), killed with its whole process group at the
 * time limit or on cancel. The profile stays between conversions, so all but the first are warm.
 * Give each worker its own instance.
 */
export class LibreOfficeConverter {
  readonly installation: LibreOfficeInstallation;
  private readonly baseFolder: string;
  private readonly defaultTimeoutMs: number;
  private profile: Promise<string> | null = null;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    installation: LibreOfficeInstallation,
    options: { workDir?: string | undefined; timeoutMs?: number | undefined } = {},
  ) {
    this.installation = installation;
    this.baseFolder = options.workDir ?? tmpdir();
    this.defaultTimeoutMs = options.timeoutMs ?? DEFAULT_LIBREOFFICE_TIMEOUT_MS;
  }

  private profileFolder(): Promise<string> {
    this.profile ??= (async () => {
      const folder = await mkdtemp(join(this.baseFolder, 'lo-profile-'));
      await mkdir(join(folder, 'user'), { recursive: true });
      await writeFile(join(folder, 'user', 'registrymodifications.xcu'), hardenedRegistry, 'utf8');
      return folder;
    })();
    return this.profile;
  }

  /** Converts a Word (or RTF) file to PDF. Waits for any conversion already running. */
  convertToPdf(
    inputPath: string,
    outputPath: string,
    options: LibreOfficeConvertOptions,
  ): Promise<void> {
    const run = this.queue.then(() => this.convertNow(inputPath, outputPath, options));
    this.queue = run.catch(() => {});
    return run;
  }

  private async convertNow(
    inputPath: string,
    outputPath: string,
    options: LibreOfficeConvertOptions,
  ): Promise<void> {
    throwIfAborted(options.signal);
    const profile = await this.profileFolder();
    const work = await mkdtemp(join(this.baseFolder, 'lo-work-'));
    try {
      const input = join(work, `document.${options.kind}`);
      await copyFile(inputPath, input);
      const result = await runProcess(
        this.installation.path,
        [
          '--headless',
          '--invisible',
          '--nologo',
          '--nodefault',
          '--nofirststartwizard',
          '--norestore',
          '--nolockcheck',
          `-env:UserInstallation=${pathToFileURL(profile).href}`,
          `--infilter=${importFilters[options.kind]}`,
          '--convert-to',
          'pdf:writer_pdf_Export',
          '--outdir',
          work,
          input,
        ],
        {
          timeoutMs: options.timeoutMs ?? this.defaultTimeoutMs,
          signal: options.signal,
          killGroup: true,
          label: 'LibreOffice',
          cwd: work,
          env: { HOME: profile, SAL_USE_VCLPLUGIN: 'svp' },
        },
      );
      const produced = join(work, 'document.pdf');
      const size = await stat(produced).then(
        (info) => info.size,
        () => 0,
      );
      if (result.exitCode !== 0 || size === 0 || !(await startsWithPdf(produced))) {
        const output = `${result.stdout} ${result.stderr}`.replace(/\s+/g, ' ').trim();
        const unreadable = /could not be loaded|general input\/output error|source file/i.test(
          output,
        );
        throw new ProcessingError(
          unreadable ? 'unreadable_document' : 'conversion_failed',
          unreadable ? documentMessages.notWord : documentMessages.failed,
          { detail: `LibreOffice exit ${result.exitCode}: ${output.slice(-500)}` },
        );
      }
      await copyFile(produced, outputPath);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }

  /** Waits for the running conversion, then deletes the profile folder. */
  async dispose(): Promise<void> {
    await this.queue;
    if (this.profile) {
      const folder = await this.profile.catch(() => null);
      this.profile = null;
      if (folder) await rm(folder, { recursive: true, force: true });
    }
  }
}

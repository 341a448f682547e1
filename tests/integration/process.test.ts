import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { detectTools } from '../../server/capabilities.ts';
import { runProcess } from '../../server/process/run-process.ts';
import { ProcessingError } from '../../server/processing-error.ts';
import { startTestServer } from '../support/test-server.ts';

async function failure(promise: Promise<unknown>): Promise<ProcessingError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ProcessingError) return error;
    throw error;
  }
  throw new Error('expected a ProcessingError');
}

const node = process.execPath;

describe('runProcess', () => {
  it('passes arguments as they are, never through a shell', async () => {
    const tricky = ['$(touch /tmp/never)', '; rm -rf /', 'it\'s "quoted"', '*'];
    const result = await runProcess(
      node,
      ['-e', 'console.log(JSON.stringify(process.argv.slice(1)))', ...tricky],
      { timeoutMs: 10_000 },
    );
    expect(result.exitCode).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual(tricky);
    expect(existsSync('/tmp/never')).toBe(false);
  });

  it('hands over standard output line by line and keeps the end of stderr', async () => {
    const lines: string[] = [];
    const result = await runProcess(
      node,
      ['-e', 'process.stdout.write("a\\nb\\r\\nc"); console.error("oops"); process.exit(3)'],
      {
        timeoutMs: 10_000,
        onStdoutLine: (line) => lines.push(line),
      },
    );
    expect(lines).toEqual(['a', 'b', 'c']);
    expect(result).toMatchObject({ exitCode: 3, stderr: 'oops\n' });
  });

  it('kills a process past its time limit', async () => {
    const started = performance.now();
    const error = await failure(
      runProcess(node, ['-e', 'setInterval(() => {}, 1000)'], { timeoutMs: 300 }),
    );
    expect(error.code).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('kills a process when cancelled, its children too when asked', async () => {
    const controller = new AbortController();
    const script =
      'const { spawn } = require("node:child_process"); const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "inherit" }); console.log(child.pid); setInterval(() => {}, 1000);';
    let childPid = 0;
    const running = runProcess(node, ['-e', script], {
      timeoutMs: 30_000,
      signal: controller.signal,
      killGroup: true,
      onStdoutLine: (line) => {
        childPid = Number(line);
        controller.abort();
      },
    });
    expect((await failure(running)).code).toBe('cancelled');
    expect(childPid).toBeGreaterThan(0);
    // Gone, or at most a zombie waiting for init to reap it.
    const state = () => {
      try {
        return (
          /^State:\s+(\w)/m.exec(readFileSync(`/proc/${childPid}/status`, 'utf8'))?.[1] ?? 'gone'
        );
      } catch {
        return 'gone';
      }
    };
    // A SIGKILL takes effect asynchronously: give the kernel a moment to end it.
    for (let i = 0; i < 40 && !['gone', 'Z'].includes(state()); i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(['gone', 'Z']).toContain(state());
  });

  it('says a missing program is missing', async () => {
    const error = await failure(runProcess('/no/such/program', [], { timeoutMs: 1000 }));
    expect([error.code, error.status]).toEqual(['tool_missing', 500]);
  });
});

describe('detectTools', () => {
  it('reports ffmpeg, ffprobe, yt-dlp and LibreOffice as installed here', async () => {
    const tools = await detectTools({
      libreOffice: { enabled: true },
      ytDlp: { enabled: true },
      ghostscript: { enabled: true },
      qpdf: { enabled: true },
      ocrmypdf: { enabled: true },
    });
    expect(tools.capabilities.ffmpeg).toMatchObject({ source: 'path' });
    expect(tools.capabilities.ffprobe?.version).toBeTruthy();
    const soffice = existsSync('/usr/bin/soffice');
    expect(tools.capabilities.libreOffice !== null).toBe(soffice);
    expect(tools.capabilities.wordToPdf).toEqual({
      engine: soffice ? 'libreoffice' : 'mammoth',
      doc: soffice,
    });
    expect(tools.capabilities.ytDlp !== null).toBe(existsSync('/usr/bin/yt-dlp'));
    expect(tools.capabilities.ghostscript !== null).toBe(existsSync('/usr/bin/gs'));
    expect(tools.capabilities.qpdf !== null).toBe(existsSync('/usr/bin/qpdf'));
    expect(tools.capabilities.ocrmypdf !== null).toBe(existsSync('/usr/bin/ocrmypdf'));
  }, 60_000);

  it('leaves out what the settings turn off, and uses npm ffmpeg without a PATH', async () => {
    const tools = await detectTools(
      {
        libreOffice: { enabled: false },
        ytDlp: { enabled: false },
        ghostscript: { enabled: false },
        qpdf: { enabled: false },
        ocrmypdf: { enabled: false },
      },
      '',
    );
    expect(tools.capabilities).toMatchObject({
      ffmpeg: { source: 'npm' },
      ffprobe: null,
      ytDlp: null,
      libreOffice: null,
      ghostscript: null,
      qpdf: null,
      ocrmypdf: null,
      wordToPdf: { engine: 'mammoth', doc: false },
    });
  });
});

describe('tools left running by a server that was killed', () => {
  it('are stopped when the server starts on the same data folder, and nothing else is', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'toolbox-leftovers-'));
    const other = mkdtempSync(join(tmpdir(), 'toolbox-other-'));
    const idle = 'setInterval(() => {}, 1000)';
    // Stand-ins for a LibreOffice on its profile and an ffmpeg writing into a job's scratch folder.
    const office = spawn(node, [
      '-e',
      idle,
      '--',
      `-env:UserInstallation=${pathToFileURL(join(dataDir, 'office', 'lo-profile-a')).href}`,
    ]);
    const media = spawn(node, ['-e', idle, join(dataDir, 'work', 'job-1', 'out.gif')]);
    const unrelated = spawn(node, ['-e', idle, join(other, 'work', 'job-1', 'out.gif')]);
    const exits = [office, media].map((child) => once(child, 'exit'));
    const server = await startTestServer({ DATA_DIR: dataDir });
    try {
      const codes = await Promise.all(exits);
      expect(codes.map(([, signal]) => signal)).toEqual(['SIGKILL', 'SIGKILL']);
      expect(unrelated.exitCode).toBeNull();
      expect(unrelated.signalCode).toBeNull();
    } finally {
      unrelated.kill('SIGKILL');
      await server.close();
      rmSync(other, { recursive: true, force: true });
    }
  });
});

import { readdir, readFile, realpath } from 'node:fs/promises';
import { isAbsolute, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Tools an earlier run of the server started (LibreOffice with its profile in DATA_DIR/office,
 * ffmpeg and yt-dlp writing into DATA_DIR/work) outlive it when it is killed outright (SIGKILL, a
 * crash, the OOM killer): nothing tells them their parent is gone, and LibreOffice would hold its
 * profile until its own time limit. At start, before those folders are emptied, such processes
 * are found by the folders their command lines name, and killed. Reads /proc: on a system without
 * it, nothing is done. Returns the ids of the processes killed.
 */
export async function stopLeftoverProcesses(folders: readonly string[]): Promise<number[]> {
  let entries: string[];
  try {
    entries = await readdir('/proc');
  } catch {
    return [];
  }
  const needles = new Set<string>();
  for (const folder of folders) {
    // A relative path could match any other program's files.
    if (!isAbsolute(folder)) continue;
    const real = await realpath(folder).catch(() => folder);
    for (const path of new Set([folder, real])) {
      needles.add(path + sep);
      needles.add(pathToFileURL(path).href + '/');
    }
  }
  const paths = [...needles];
  const killed: number[] = [];
  for (const entry of entries) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid <= 1 || pid === process.pid) continue;
    let commandLine: string;
    try {
      commandLine = await readFile(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue; // Gone meanwhile, or not ours to read.
    }
    const args = commandLine.split('\0');
    if (!args.some((arg) => paths.some((path) => arg.includes(path)))) continue;
    try {
      process.kill(pid, 'SIGKILL');
      killed.push(pid);
    } catch {
      // Ended meanwhile, or belongs to another user.
    }
  }
  return killed;
}

import { mkdir } from 'node:fs/promises';
import { LibreOfficeConverter, type LibreOfficeInstallation } from './libreoffice.ts';

let current: { key: string; converter: Promise<LibreOfficeConverter> } | undefined;

/**
 * This worker thread's own LibreOffice: one converter, so one profile folder and one conversion
 * at a time (two conversions sharing a profile fail silently). It stays warm between jobs; the
 * profiles folder is emptied when the server starts.
 */
export function officeConverter(
  installation: LibreOfficeInstallation,
  profileFolder: string,
): Promise<LibreOfficeConverter> {
  const key = `${installation.path}\n${profileFolder}`;
  if (current?.key !== key) {
    current = {
      key,
      converter: mkdir(profileFolder, { recursive: true }).then(
        () => new LibreOfficeConverter(installation, { workDir: profileFolder }),
      ),
    };
  }
  return current.converter;
}

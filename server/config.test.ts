import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('tool settings', () => {
  it('looks for every tool on the PATH by default', () => {
    expect(loadConfig({}).tools).toEqual({
      libreOffice: { enabled: true },
      ytDlp: { enabled: true },
    });
  });

  it('takes paths, and off to do without a tool', () => {
    const config = loadConfig({
      FFMPEG_PATH: '/opt/ffmpeg/bin/ffmpeg',
      SOFFICE_PATH: 'off',
      YTDLP_PATH: '/usr/local/bin/yt-dlp',
    });
    expect(config.tools).toEqual({
      ffmpegPath: '/opt/ffmpeg/bin/ffmpeg',
      libreOffice: { enabled: false },
      ytDlp: { enabled: true, path: '/usr/local/bin/yt-dlp' },
    });
  });

  it('reads the allowed URL hosts as a lower-case list', () => {
    expect(loadConfig({ ALLOWED_URL_HOSTS: 'Media.Test, 127.0.0.1:4100' }).allowedUrlHosts).toEqual(
      ['media.test', '127.0.0.1:4100'],
    );
  });
});

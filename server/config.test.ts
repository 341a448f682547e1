import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.databaseFile).toBe(`${config.dataDir}/toolbox.sqlite`);
    expect(config.supportEmail).toBeUndefined();
    expect(config.socialLinks).toEqual([]);
    expect(config.postalAddress).toEqual([]);
    expect(config.smtp).toBeUndefined();
    expect(config.workers).toBeGreaterThanOrEqual(1);
    expect(config.bsCalendarFile).toBeUndefined();
  });

  it('resolves BS_CALENDAR_FILE to an absolute path', () => {
    expect(loadConfig({ BS_CALENDAR_FILE: 'calendar/bs.json' }).bsCalendarFile).toBe(
      `${process.cwd()}/calendar/bs.json`,
    );
  });

  it('reads settings from the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      PUBLIC_URL: 'https://tools.example.org/',
      SMTP_HOST: 'mail.example.org',
      SUPPORT_EMAIL: 'help@example.org',
      ALLOWED_URL_HOSTS: 'a.test, B.test',
      TRUST_PROXY: '1',
    });
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('https://tools.example.org');
    expect(config.smtp).toMatchObject({
      host: 'mail.example.org',
      port: 587,
      from: 'help@example.org',
    });
    expect(config.allowedUrlHosts).toEqual(['a.test', 'b.test']);
    expect(config.trustProxy).toBe(1);
  });

  it('reads the contact details and social links only when given', () => {
    const config = loadConfig({
      SUPPORT_EMAIL: 'help@example.org',
      SOCIAL_LINKS: ' https://www.facebook.com/everydaytools , https://example.org/blog ',
      POSTAL_ADDRESS: 'Everyday Tools; Durbar Marg, Kathmandu 44600 ;Nepal',
    });
    expect(config.supportEmail).toBe('help@example.org');
    expect(config.socialLinks).toEqual([
      'https://www.facebook.com/everydaytools',
      'https://example.org/blog',
    ]);
    expect(config.postalAddress).toEqual([
      'Everyday Tools',
      'Durbar Marg, Kathmandu 44600',
      'Nepal',
    ]);
  });

  it('refuses social links that are not http(s) addresses', () => {
    expect(() => loadConfig({ SOCIAL_LINKS: 'https://x.com/a,javascript:alert(1)' })).toThrow(
      /SOCIAL_LINKS: expected http\(s\) addresses/,
    );
    expect(() => loadConfig({ SOCIAL_LINKS: 'facebook' })).toThrow(ConfigError);
  });

  it('needs SUPPORT_EMAIL to mail contact messages', () => {
    expect(() => loadConfig({ SMTP_HOST: 'mail.example.org' })).toThrow(
      /SUPPORT_EMAIL is required when SMTP_HOST is set/,
    );
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', SMTP_HOST: '' }).port).toBe(3000);
  });

  it('stops with the name of a wrong setting', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ SUPPORT_EMAIL: 'nope' })).toThrow(/SUPPORT_EMAIL/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY/);
  });
});

describe('SHUTDOWN_GRACE_SECONDS', () => {
  it('gives a minute by default, and takes seconds with a fraction', () => {
    expect(loadConfig({}).shutdownGraceMs).toBe(60_000);
    expect(loadConfig({ SHUTDOWN_GRACE_SECONDS: '2.5' }).shutdownGraceMs).toBe(2500);
    expect(loadConfig({ SHUTDOWN_GRACE_SECONDS: '0' }).shutdownGraceMs).toBe(0);
  });

  it('refuses a negative or a word', () => {
    expect(() => loadConfig({ SHUTDOWN_GRACE_SECONDS: '-1' })).toThrow(/SHUTDOWN_GRACE_SECONDS/);
    expect(() => loadConfig({ SHUTDOWN_GRACE_SECONDS: 'soon' })).toThrow(/SHUTDOWN_GRACE_SECONDS/);
  });
});

describe('METRICS_PORT', () => {
  it('is off unless set, and listens on loopback unless METRICS_HOST says otherwise', () => {
    expect(loadConfig({}).metrics).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).metrics).toEqual({
      port: 9464,
      host: '0.0.0.0',
    });
  });

  it("refuses a port that is not one, or the site's own", () => {
    expect(() => loadConfig({ METRICS_PORT: 'on' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ METRICS_PORT: '0' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(
      /METRICS_PORT must differ from PORT/,
    );
  });
});

describe('TRUST_PROXY', () => {
  it('takes a number of proxies or their addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
    ]);
  });

  it('refuses to trust everything', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/number of proxies/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1,example.org' })).toThrow(/example\.org/);
  });
});

describe('tool settings', () => {
  it('looks for every tool on the PATH by default', () => {
    expect(loadConfig({}).tools).toEqual({
      libreOffice: { enabled: true },
      ytDlp: { enabled: true },
      ghostscript: { enabled: true },
      qpdf: { enabled: true },
      ocrmypdf: { enabled: true },
    });
  });

  it('takes paths, and off to do without a tool', () => {
    const config = loadConfig({
      FFMPEG_PATH: '/opt/ffmpeg/bin/ffmpeg',
      SOFFICE_PATH: 'off',
      YTDLP_PATH: '/usr/local/bin/yt-dlp',
      GS_PATH: 'off',
      QPDF_PATH: '/usr/local/bin/qpdf',
      OCRMYPDF_PATH: 'off',
    });
    expect(config.tools).toEqual({
      ffmpegPath: '/opt/ffmpeg/bin/ffmpeg',
      libreOffice: { enabled: false },
      ytDlp: { enabled: true, path: '/usr/local/bin/yt-dlp' },
      ghostscript: { enabled: false },
      qpdf: { enabled: true, path: '/usr/local/bin/qpdf' },
      ocrmypdf: { enabled: false },
    });
  });

  it('reads the allowed URL hosts as a lower-case list', () => {
    expect(loadConfig({ ALLOWED_URL_HOSTS: 'Media.Test, 127.0.0.1:4100' }).allowedUrlHosts).toEqual(
      ['media.test', '127.0.0.1:4100'],
    );
  });
});

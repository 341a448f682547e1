import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ffmpegMake, h264Args, lavfiPicture } from '../support/media.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { startBalancer, type Balancer } from '../support/tcp-balancer.ts';
import { expect, test } from './fixtures.ts';

/**
 * A restart of the server under a visitor's running job, as a deploy does it: the page follows
 * the job over Server-Sent Events through a load balancer; the process is stopped with SIGTERM
 * (no grace: the job goes back in line) and a new one takes its place on the same data. The page
 * connects again by itself and shows the job to its end, without a reload.
 */

// Beside the e2e servers on E2E_PORT and the next two ports.
const balancerPort = Number(process.env.E2E_PORT ?? 4310) + 5;
let folder: string;
let balancer: Balancer;
let server: ServerProcess | undefined;

test.use({ baseURL: `http://127.0.0.1:${balancerPort}` });
// Its own one-process server (the scaled run covers the same with two web processes in
// tests/integration/rolling-deploy.test.ts).
test.skip(process.env.E2E_SHAPE === 'scaled', 'one-process shape only');

test.beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'toolbox-restart-e2e-'));
  balancer = await startBalancer(balancerPort);
});

test.afterAll(async () => {
  await server?.kill('SIGKILL');
  await balancer?.close();
  rmSync(folder, { recursive: true, force: true });
});

const startServer = async () => {
  const started = await startServerProcess(
    { DATA_DIR: join(folder, 'data'), SHUTDOWN_GRACE_SECONDS: '0' },
    { bundled: true },
  );
  balancer.setBackends([Number(new URL(started.baseUrl).port)]);
  return started;
};

test('a job’s progress goes on across a restart of the server, without a reload', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const clip = join(folder, 'clip.mp4');
  ffmpegMake([...lavfiPicture(12, '640x360'), ...h264Args, clip]);
  server = await startServer();
  await page.goto('/tools/video-tools/video-to-gif');
  await page.locator('input[type=file]').setInputFiles({
    name: 'clip.mp4',
    mimeType: 'video/mp4',
    buffer: readFileSync(clip),
  });
  await expect(page.getByText('· 12 s long')).toBeVisible();
  await page.getByLabel('End time (seconds)').fill('12');
  // Set on this page only: a reload would lose it.
  await page.evaluate(() => ((window as { notReloaded?: boolean }).notReloaded = true));
  await page.getByRole('button', { name: 'Convert to GIF' }).click();
  const progress = page.getByTestId('job-progress');
  await expect(progress).toContainText(/[1-9]\d?%/, { timeout: 60_000 });

  await server.kill('SIGTERM');
  // The job was not over when the server went away: its progress is still shown.
  await expect(progress).toBeVisible({ timeout: 1000 });
  server = await startServer();

  await expect(
    page
      .getByRole('region', { name: /Notification/ })
      .getByText('GIF created successfully!', { exact: true })
      .first(),
  ).toBeVisible({ timeout: 120_000 });
  expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
});

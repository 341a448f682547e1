import sharp from 'sharp';
import { installJobConsole, jobLogLine } from '../job-console.ts';
import { runTask } from '../run-task.ts';
import { INTERNAL_MESSAGE, type FromWorkerProcess, type ToWorkerProcess } from '../task.ts';

/**
 * The entry of a worker process (JOB_ISOLATION=process, the default): started by the pool with
 * child_process.fork, it runs one job at a time with the same processor code as a worker thread,
 * and talks to the pool over IPC. When the server goes away, so does it.
 */
// One process, one job at a time: libvips's operation cache would only hold memory between jobs.
sharp.cache(false);
installJobConsole();
// Said as a JSON line about the job it ran, then the pool reports the job failed.
process.on('uncaughtException', (error) => {
  process.stdout.write(jobLogLine(60, `worker process crashed: ${error.stack ?? error.message}`));
  process.exit(1);
});

let running: AbortController | undefined;

/**
 * A send that fails means the server has closed its end (it stopped while this process started,
 * or died): not a crash of this process, and its 'disconnect' handler below ends it.
 */
function send(message: FromWorkerProcess): void {
  if (process.connected) process.send?.(message, undefined, undefined, () => {});
}

process.on('message', (message: ToWorkerProcess) => {
  if (message.type === 'cancel') {
    running?.abort(message.reason);
    return;
  }
  if (running) {
    send({
      type: 'done',
      outcome: {
        ok: false,
        code: 'internal_error',
        message: INTERNAL_MESSAGE,
        internal: 'a worker process was sent a second job while it ran one',
      },
    });
    return;
  }
  const controller = new AbortController();
  running = controller;
  void runTask(message.task, controller.signal, send).then((outcome) => {
    running = undefined;
    send({ type: 'done', outcome });
  });
});

// The server is gone (killed outright, or it crashed): end this process and the programs of its
// group (ffmpeg) with it, so nothing keeps writing for a job no one will collect.
process.on('disconnect', () => process.kill(-process.pid, 'SIGKILL'));

send({ type: 'ready' });

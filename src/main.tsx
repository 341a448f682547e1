import './styles.css';
import { nextTask } from './lib/next-task.ts';

const root = document.getElementById('root');
if (root?.firstElementChild) {
  // A page the server rendered (FIRST_PAINT=on) is painted before the app's code runs: the app
  // starts in the frame after, so the browser shows the page first.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  // The page can be read and scrolled meanwhile. The app's parts are fetched together and each is
  // evaluated in a task of its own (the browser runs a module graph when it has arrived), so that
  // no one task holds the page for long; the app itself starts after them.
  const parts = [
    import('./app/start-libraries.ts'),
    import('./i18n/i18n.ts'),
    import('./catalogue/index.ts'),
    import('./app/layout/root-layout.tsx'),
  ];
  for (const part of parts) {
    await part;
    await nextTask();
  }
}
await import('./app/start.tsx');

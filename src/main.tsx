import './styles.css';
import { nextTask } from './lib/next-task.ts';

const root = document.getElementById('root');
if (root?.firstElementChild) {
  // Until the app has taken a server-rendered page over, a form the visitor sends would go out as
  // the browser's own request, with the fields in the address (a contact message in a URL): only
  // a form that names where it goes (the header search) is sent so. The app handles every form.
  document.addEventListener(
    'submit',
    (event) => {
      if (event.target instanceof HTMLFormElement && !event.target.hasAttribute('action')) {
        event.preventDefault();
      }
    },
    true,
  );
  // A page the server rendered (FIRST_PAINT=on) is painted before the app's code runs: the app
  // starts in the frame after, so the browser shows the page first.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  // The page can be read and scrolled meanwhile. The app's parts are fetched together and each is
  // evaluated in a task of its own (the browser runs a module graph when it has arrived), so that
  // no one task holds the page for long; the app itself starts after them.
  const parts = [
    import('./app/start-libraries.ts'),
    import('./i18n/i18n.ts'),
    import('../shared/catalogue/index.ts'),
    import('./app/layout/root-layout.tsx'),
  ];
  for (const part of parts) {
    await part;
    await nextTask();
  }
}
await import('./app/start.tsx');

import './styles.css';

// A page the server rendered (FIRST_PAINT=on) is painted before the app's code runs: the app
// starts in the frame after, so the browser shows the page first.
const root = document.getElementById('root');
if (root?.firstElementChild) {
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
await import('./app/start.tsx');

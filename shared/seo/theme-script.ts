import { STORAGE_KEYS } from '../preferences.ts';
import { DARK_CLASS, THEME_STORAGE_KEY } from '../theme.ts';

/**
 * Runs in the head before the first paint, so the page never flashes light before turning dark
 * and never reflows when a saved font size arrives with the app: it sets the root classes the
 * theme and the accessibility settings would set a moment later (same rules as
 * shared/theme.ts and loadPreferences). The CSP allows it by its hash (server/http/security.ts).
 */
export const THEME_SCRIPT = `(function(){var r=document.documentElement,s;try{s=window.localStorage}catch(e){}function g(k){try{return s?s.getItem(k):null}catch(e){return null}}function m(q){return !!window.matchMedia&&window.matchMedia(q).matches}var t=g(${JSON.stringify(THEME_STORAGE_KEY)});r.classList.toggle(${JSON.stringify(DARK_CLASS)},t==='dark'||(t!=='light'&&m('(prefers-color-scheme: dark)')));if(g(${JSON.stringify(STORAGE_KEYS.highContrast)})==='true'||m('(prefers-contrast: more)'))r.classList.add('high-contrast');var f=g(${JSON.stringify(STORAGE_KEYS.fontSize)});if(f==='large'||f==='xl'){r.classList.remove('font-normal');r.classList.add('font-'+f)}})()`;

export const THEME_SCRIPT_TAG = `<script>${THEME_SCRIPT}</script>`;

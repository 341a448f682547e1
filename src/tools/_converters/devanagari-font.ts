/**
 * Noto Sans Devanagari, served by the site itself, for the screens that write Nepali: visitors
 * whose system has no Devanagari font would see empty boxes otherwise. Only the Devanagari
 * subset, and the browser fetches it only when such characters are on the page.
 */
import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import '@fontsource/noto-sans-devanagari/devanagari-500.css';
import '@fontsource/noto-sans-devanagari/devanagari-600.css';
import '@fontsource/noto-sans-devanagari/devanagari-700.css';
import './devanagari.css';

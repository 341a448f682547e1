/**
 * Noto Sans Devanagari, served by the site itself, for the screens that write Nepali: visitors
 * whose system has no Devanagari font would see empty boxes otherwise. Only the Devanagari
 * subset, and the browser fetches a face only when such characters are on the page. Text never
 * waits for it (font-display: optional, see devanagari.css).
 *
 * Two weights: regular and bold. Medium (500) text is set in the regular face and semibold (600)
 * in the bold one (the browser's nearest-weight rule), half of what the four faces weighed.
 */
import './devanagari.css';

import bundledTable from './bs-calendar.json' with { type: 'json' };
import type { BsTable } from './bs-table.ts';

/**
 * The bundled table of BS month lengths (`bs-calendar.json`): days in each month of every
 * published year from 1970 BS on, Baisakh first. 1 Baisakh 1970 BS is 13 April 1913 AD. A
 * self-hoster may serve a newer table with the setting BS_CALENDAR_FILE (see the README).
 *
 * Where the numbers come from:
 * - 1970 to 2083 are the published calendars (Nepal Panchanga Nirnayak Samiti) as the Nepali
 *   calendar sites show them (nepalipatro.com.np, hamropatro.com). Five independently kept open
 *   tables were compared: the npm packages bikram-sambat 1.8.1 (medic), nepali-datetime 1.6
 *   (opensource-nepal), nepali-date-converter 3.4 (subeshb1) and @remotemerge/nepali-date-converter
 *   1.2.1, and the Python package nepali-datetime 1.0.8.5. From 2000 to 2083 they agree month for
 *   month, except 2062 (below), and carry the 2081 to 2083 corrections made in 2024 to 2026 from
 *   the printed calendars (2081: Jestha 32, Asar 31, Falgun 29, Chaitra 31; 2082 and 2083: Asoj
 *   31, Mangsir 29, Poush 30, Magh 29). Older packages still carry the earlier projections for
 *   those years and are a day off there.
 * - Where the tables disagree (1975, 1977, 1981, 1989, 1991, 1993, 1998 and 2062), each month
 *   start follows the majority of the tables that cover the year, with two more consulted for
 *   1970 to 1999: an annotated table checked against nepalipatro.com.np and the 2010 table of a
 *   phone maker's calendar library. The tests list the four month starts where this differs
 *   from their reference table.
 * - Years after the table's last are not published yet: bs-projection.ts computes them, and the
 *   screen marks their dates as projected.
 */
export const BUNDLED_BS_TABLE: BsTable = bundledTable;

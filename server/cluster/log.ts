/**
 * The little the cluster parts need of a logger. Fastify's (pino) logger fits it, so the server
 * passes `app.log`; without one, warnings go to the console.
 */
export interface ClusterLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export const consoleLog: ClusterLog = {
  warn: (details, message) => console.warn(message, details),
  error: (details, message) => console.error(message, details),
};

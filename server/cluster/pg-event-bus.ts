import pg from 'pg';
import { encodeEvent, TopicListeners, type EventBus } from './event-bus.ts';
import { consoleLog, type ClusterLog } from './log.ts';
import { NotifyBatch } from './notify-batch.ts';
import { createPgPool } from './pg-pool.ts';

export interface PgEventBusOptions {
  connectionString: string;
  /** NOTIFY goes through this pool; without one the bus makes (and closes) its own. */
  pool?: pg.Pool;
  /** Names the bus's connections in pg_stat_activity; the listening one gets `-listen` added. */
  applicationName?: string;
  /** The one LISTEN channel every topic travels on. */
  channel?: string;
  log?: ClusterLog;
  /** How often the LISTEN connection is asked a `SELECT 1`, to notice a connection gone silent. */
  heartbeatMs?: number;
  /** Waits between attempts to open the LISTEN connection again: doubling from the first to the last. */
  reconnectDelayMs?: { first: number; last: number };
}

export const DEFAULT_EVENT_CHANNEL = 'toolbox_events';

const HEARTBEAT_TIMEOUT_MS = 5000;

/**
 * The event bus over PostgreSQL LISTEN/NOTIFY: one dedicated connection listens on one channel
 * for every topic; messages go out with pg_notify through the pool, those of one turn of the
 * event loop in one statement (NotifyBatch). When the listening connection
 * drops, it is opened again with growing waits and the subscribers carry on; messages sent while
 * it was down are missed (the contract says at most once).
 */
export class PgEventBus implements EventBus {
  private readonly options: PgEventBusOptions;
  private readonly pool: pg.Pool;
  private readonly ownsPool: boolean;
  private readonly channel: string;
  private readonly log: ClusterLog;
  private readonly listeners: TopicListeners;
  private readonly notifications: NotifyBatch;
  private listener: pg.Client | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private reconnectDelayMs: number;
  private closed = false;

  private constructor(options: PgEventBusOptions) {
    this.options = options;
    this.log = options.log ?? consoleLog;
    this.channel = options.channel ?? DEFAULT_EVENT_CHANNEL;
    this.ownsPool = !options.pool;
    this.pool =
      options.pool ??
      createPgPool(options.connectionString, {
        max: 4,
        applicationName: this.applicationName,
        log: this.log,
      });
    this.listeners = new TopicListeners(this.log);
    this.notifications = new NotifyBatch(
      (text, values) => this.pool.query(text, values),
      this.channel,
    );
    this.reconnectDelayMs = this.reconnectDelays.first;
  }

  /** A bus that is listening when it resolves, so nothing published afterwards is missed. */
  static async start(options: PgEventBusOptions): Promise<PgEventBus> {
    const bus = new PgEventBus(options);
    try {
      await bus.listen();
    } catch (error) {
      await bus.close();
      throw error;
    }
    bus.heartbeat = setInterval(() => void bus.checkListener(), options.heartbeatMs ?? 15_000);
    bus.heartbeat.unref();
    return bus;
  }

  async publish(topic: string, message: unknown): Promise<void> {
    if (this.closed) throw new Error('The event bus is closed.');
    await this.notifications.send(encodeEvent(topic, message));
  }

  subscribe(topic: string, listener: (message: unknown) => void): () => void {
    return this.listeners.add(topic, listener);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.heartbeat);
    clearTimeout(this.reconnectTimer);
    this.listeners.clear();
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => undefined);
    if (this.ownsPool) await this.pool.end();
  }

  private get applicationName(): string {
    return this.options.applicationName ?? 'toolbox-events';
  }

  private get reconnectDelays() {
    return this.options.reconnectDelayMs ?? { first: 100, last: 5000 };
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.options.connectionString,
      application_name: `${this.applicationName}-listen`,
      keepAlive: true,
    });
    client.on('notification', (notification) => {
      if (notification.channel === this.channel && notification.payload !== undefined) {
        this.listeners.deliver(notification.payload);
      }
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(this.channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.listener = client;
    this.reconnectDelayMs = this.reconnectDelays.first;
  }

  /** Called once per failed connection (its `error` and `end` both land here). */
  private lost(client: pg.Client, error: unknown): void {
    if (this.closed || this.listener !== client) return;
    this.listener = undefined;
    client.end().catch(() => undefined);
    this.log.warn({ err: error }, 'the event LISTEN connection dropped; opening it again');
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    const delay = this.reconnectDelayMs;
    this.reconnectDelayMs = Math.min(delay * 2, this.reconnectDelays.last);
    this.reconnectTimer = setTimeout(() => {
      this.listen().catch((error: unknown) => {
        if (this.closed) return;
        this.log.warn({ err: error, retryInMs: this.reconnectDelayMs }, 'cannot LISTEN yet');
        this.scheduleReconnect();
      });
    }, delay);
  }

  /** A connection that stopped answering without closing (a cut network) is given up on. */
  private async checkListener(): Promise<void> {
    const client = this.listener;
    if (!client) return;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('heartbeat timed out')), HEARTBEAT_TIMEOUT_MS);
    });
    try {
      await Promise.race([client.query('SELECT 1'), timeout]);
    } catch (error) {
      this.lost(client, error);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Whether the LISTEN connection is open now (for readiness checks and tests). */
  get listening(): boolean {
    return this.listener !== undefined;
  }
}

import { EventEmitter } from 'node:events';

/** Domain events, emitted by services after commit; jobs, realtime and notifications subscribe. */
export interface AppEvents {
  'job.enqueued': [];
}

export class EventBus {
  private readonly emitter = new EventEmitter();

  emit<K extends keyof AppEvents>(event: K, ...args: AppEvents[K]): void {
    this.emitter.emit(event, ...args);
  }

  on<K extends keyof AppEvents>(event: K, listener: (...args: AppEvents[K]) => void): void {
    this.emitter.on(event, listener as (...a: unknown[]) => void);
  }
}

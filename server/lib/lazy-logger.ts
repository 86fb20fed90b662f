import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, Level, LogFn, Logger } from 'pino';

/**
 * Fastify gives every request a child logger carrying its request id. Creating it costs about a tenth of the
 * throughput of a cached answer, while most requests never log at an enabled level; so the child is made on the
 * first log call that will really be written, and every line still carries the request id.
 */
class LazyChildLogger {
  private made: Logger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  get level(): string {
    return (this.made ?? this.parent).level;
  }

  set level(value: string) {
    this.real().level = value;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): Logger {
    return this.real().child(bindings, options);
  }

  fatal(...args: Parameters<LogFn>): void {
    this.log('fatal', args);
  }
  error(...args: Parameters<LogFn>): void {
    this.log('error', args);
  }
  warn(...args: Parameters<LogFn>): void {
    this.log('warn', args);
  }
  info(...args: Parameters<LogFn>): void {
    this.log('info', args);
  }
  debug(...args: Parameters<LogFn>): void {
    this.log('debug', args);
  }
  trace(...args: Parameters<LogFn>): void {
    this.log('trace', args);
  }
  silent(): void {}

  private real(): Logger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  private log(level: Level, args: Parameters<LogFn>): void {
    if ((this.made ?? this.parent).isLevelEnabled(level)) (this.real()[level] as LogFn)(...args);
  }
}

export function lazyChildLogger(parent: Logger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  return new LazyChildLogger(parent, bindings, options) as unknown as FastifyBaseLogger;
}

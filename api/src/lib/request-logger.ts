// Each request's logger, made only when the request logs something its level lets through. Fastify makes a pino
// child (with the request id) for every request; at the production level (warn) most requests log nothing, and
// the child, with its serialised bindings, is then work and garbage for nothing.
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;
type LogArguments = Parameters<FastifyBaseLogger['info']>;
/** A pino logger, which can say whether a level is logged. */
type Logger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

export class RequestLogger {
  private made: Logger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
    private readonly options: ChildOptions,
  ) {}

  private get logger(): Logger {
    return (this.made ??= this.parent.child(this.bindings, this.options) as Logger);
  }

  private log(level: Level, args: LogArguments): void {
    // The parent's level decides unless the route set its own (then the child is made to ask it).
    const judge = this.made ?? (this.options.level === undefined ? this.parent : this.logger);
    if (!judge.isLevelEnabled(level)) return;
    (this.logger[level] as (...args: LogArguments) => void)(...args);
  }

  get level(): string {
    return this.made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  isLevelEnabled(level: string): boolean {
    return (this.made ?? (this.options.level === undefined ? this.parent : this.logger)).isLevelEnabled(
      level,
    );
  }

  fatal(...args: LogArguments): void {
    this.log('fatal', args);
  }
  error(...args: LogArguments): void {
    this.log('error', args);
  }
  warn(...args: LogArguments): void {
    this.log('warn', args);
  }
  info(...args: LogArguments): void {
    this.log('info', args);
  }
  debug(...args: LogArguments): void {
    this.log('debug', args);
  }
  trace(...args: LogArguments): void {
    this.log('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

export const lazyRequestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) =>
  // A logger that cannot say which levels it logs (a test's own, say) gets its child at once, as by default.
  typeof (logger as Partial<Logger>).isLevelEnabled === 'function'
    ? (new RequestLogger(logger as Logger, bindings, options) as unknown as FastifyBaseLogger)
    : logger.child(bindings, options);

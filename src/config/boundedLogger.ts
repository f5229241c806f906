import { type Config, defaultLoggerOptions } from 'payload'
import { truncateLogValue } from './truncateLogValue'

type LoggerConfig = Extract<NonNullable<Config['logger']>, { options: unknown }>

/**
 * Payload's logger (its pretty output unchanged) with every log entry bounded by truncateLogValue: the
 * arguments of each call, and errors wherever they sit, so that no request can write megabytes of log.
 */
export const boundedLogger: LoggerConfig = {
  destination: defaultLoggerOptions,
  options: {
    hooks: {
      logMethod(args, method) {
        // An error logged alone keeps pino's shape: { err } with its message as the message.
        const [first, ...rest] = args as unknown[]
        const bounded =
          first instanceof Error
            ? [{ err: truncateLogValue(first) }, ...rest.map((arg) => truncateLogValue(arg))]
            : (args as unknown[]).map((arg) => truncateLogValue(arg))
        method.apply(this, bounded as Parameters<typeof method>)
      },
    },
    serializers: { err: (value: unknown) => truncateLogValue(value) },
  },
}

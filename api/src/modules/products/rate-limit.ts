// The limit of the public pricing call: generous, since the calculator, the home page and the plan page (18
// calls for its band table) use it, yet bounded per client address. Read from the environment at start.
import type { RateLimitOptions } from '@fastify/rate-limit';
import { Type } from '@fastify/type-provider-typebox';
import { Value } from 'typebox/value';
import { ConfigError } from '../../config';

const EnvSchema = Type.Object({
  RATE_LIMIT_PUBLIC_MAX: Type.Integer({ minimum: 1, maximum: 10_000_000, default: 300 }),
  RATE_LIMIT_PUBLIC_WINDOW_SECONDS: Type.Integer({ minimum: 1, maximum: 86_400, default: 60 }),
});

export function publicRateLimit(source: NodeJS.ProcessEnv = process.env): RateLimitOptions {
  const raw: Record<string, unknown> = {};
  for (const key of Object.keys(EnvSchema.properties)) {
    const value = source[key];
    if (value !== undefined && value !== '') raw[key] = value;
  }
  const env = Value.Convert(EnvSchema, Value.Default(EnvSchema, raw));
  if (!Value.Check(EnvSchema, env)) {
    throw new ConfigError(
      Value.Errors(EnvSchema, env).map(
        (error) => `${error.instancePath.replace(/^\//, '')}: ${error.message}`,
      ),
    );
  }
  return { max: env.RATE_LIMIT_PUBLIC_MAX, timeWindow: env.RATE_LIMIT_PUBLIC_WINDOW_SECONDS * 1000 };
}

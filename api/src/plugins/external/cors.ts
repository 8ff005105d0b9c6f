// Browsers may call the API only from the web origins of the allow-list (CORS_ORIGINS), with credentials.
import cors from '@fastify/cors';
import fp from 'fastify-plugin';

export const corsPlugin = fp(
  async (app) => {
    await app.register(cors, {
      origin: app.config.corsOrigins,
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: [
        'Authorization',
        'Content-Type',
        'Accept-Language',
        'X-Request-Id',
        'X-Requested-With',
        // Pay now's one key per intent to pay (instant-pay/): a repeat is the same payment.
        'Idempotency-Key',
      ],
      exposedHeaders: ['X-Request-Id', 'Retry-After'],
      maxAge: 600,
    });
  },
  { name: 'cors' },
);

// The baseline of bench/api.mjs: a bare Fastify server in its own process, answering POST /api/quotation with a
// fixed small JSON body after Fastify has parsed the request's JSON. Prints its port once listening.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.post('/api/quotation', async (request) => ({ Code: 1, Message: '', Keys: Object.keys(request.body ?? {}).length }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`listening ${app.server.address().port}`);
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));

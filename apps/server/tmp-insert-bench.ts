import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from './src/db/client';
import { migrate } from './src/db/migrate';
import { quotations } from './src/db/schema';
import { sql } from 'drizzle-orm';
const handle = await openDatabase({ dataDir: process.argv[2] === 'mem' ? undefined : mkdtempSync(join(tmpdir(), 'ib-')) });
await migrate(handle);
const { seedDatabase } = await import('./src/db/seed');
await seedDatabase(handle.db, 'default');
const { loadTenantContext } = await import('./src/services/tenants/tenant-context');
const tid = (await loadTenantContext(handle.db, 'default')).id;
const path = Array.from({ length: Number(process.env.PTS ?? 40) }, (_, i) => ({ Latitude: 51.5 + i / 1000, Longitude: -0.1 + i / 1000 }));
const prices = Array.from({ length: 6 }, (_, i) => ({ VehTypeId: i + 1, Fare: 20.5, ReturnFare: 0, TotalFare: 20.5, CurrencyCode: 'GBP' }));
let n = 0;
const row = () => ({ id: `q${n++}`, tenantId: tid, requestId: '', customerId: null, bookerId: null, vehicleTypeId: 1, returnType: '', pickup: 'Stratford Station, London', pickupLatitude: 51.5, pickupLongitude: 0, dropoff: 'Liverpool Street', dropoffLatitude: 51.51, dropoffLongitude: -0.08, via: [], bookingDate: 'ASAP', returnDate: '', waitingMinutes: 0, currencyCode: 'GBP', fare: 20.5, returnFare: 0, totalFare: 20.5, prices, routeDistance: 4.5, journeyTime: 20, returnRouteDistance: 0, returnJourneyTime: 0, routePath: path, returnRoutePath: [], createdAt: new Date(), expiresAt: new Date() });
const snake = (r: any) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), v]));
for (const size of [1, 10, 50, 250]) {
  const t0 = performance.now(); const c0 = process.cpuUsage(); let rows = 0;
  while (performance.now() - t0 < 2000) { const b = Array.from({ length: size }, row).map(snake); await handle.db.execute(sql`INSERT INTO quotations SELECT * FROM jsonb_populate_recordset(NULL::quotations, ${JSON.stringify(b)}::jsonb) ON CONFLICT DO NOTHING`); rows += size; }
  console.log(`json batch ${size}: ${((performance.now() - t0) * 1000 / rows).toFixed(1)} us/row wall, ${((process.cpuUsage(c0).user + process.cpuUsage(c0).system) / rows).toFixed(1)} us/row cpu`);
}
for (const size of [1, 50]) {
  const t0 = performance.now(); const c0 = process.cpuUsage(); let rows = 0;
  while (performance.now() - t0 < 2000) { await handle.db.insert(quotations).values(Array.from({ length: size }, row)); rows += size; }
  console.log(`batch ${size}: ${((performance.now() - t0) * 1000 / rows).toFixed(1)} us/row wall, ${((process.cpuUsage(c0).user + process.cpuUsage(c0).system) / rows).toFixed(1)} us/row cpu`);
}
await handle.close();

import { seedAccounts } from '../services/auth/seed-accounts';
import type { SeedStep } from './seed-types';

/**
 * Seed steps run, in order, after the core seed of a new tenant. ACCOUNTS and LIVE append theirs here
 * (demo customer and booker with bookings, promotions, drivers ...); each must be safe to run once per tenant.
 */
export const seedSteps: SeedStep[] = [(db, tenant) => seedAccounts(db, tenant)];

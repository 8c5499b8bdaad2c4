import { TenantInfo } from '../tenant';
import { defineEndpoint } from '../../endpoint';

/** The tenant's public tenant.json (name, template, guest rules ...). */
export const tenant = defineEndpoint({
  method: 'GET',
  path: '/api/tenant',
  summary: "The tenant's public tenant.json (name, template, guest rules ...).",
  response: TenantInfo,
});

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const read = (path: string) => JSON.parse(readFileSync(join(here, path), 'utf8'));
const validate = new Ajv2020({ allErrors: true, strict: false }).compile(read('tenant.schema.json'));

describe('tenant.schema.json', () => {
  it.each(['default', 'nightcab', 'midnight', 'contrast'])('accepts the shipped %s tenant.json', (id) => {
    validate(read(`${id}/tenant.json`));
    expect(validate.errors ?? []).toEqual([]);
  });

  it('refuses a driver contact setting it does not know', () => {
    const file = read('default/tenant.json');
    file.driverContact = 'fax';
    expect(validate(file)).toBe(false);
    expect(validate.errors?.map((e) => e.instancePath)).toEqual(['/driverContact']);
  });

  it('refuses a cancellation fee of an unknown kind and equipment no need takes', () => {
    const file = read('default/tenant.json');
    file.terms.cancellationFee.kind = 'sometimes';
    file.accessNeeds.vehicleEquipment.Saloon = ['assistance'];
    expect(validate(file)).toBe(false);
    expect(validate.errors?.map((e) => e.instancePath).sort()).toEqual([
      '/accessNeeds/vehicleEquipment/Saloon/0',
      '/terms/cancellationFee/kind',
    ]);
  });
});
